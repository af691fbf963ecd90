/** The id of line `line` (1-based) of file `file` (its index) in a snippet's code view: what a line link names. */
export const lineElementId = (file: number, line: number) => `file-${file}-L${line}`;
