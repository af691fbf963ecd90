/**
 * Where the checks put what they find while walking one script block: rule, offsets in the file (the block's offset
 * added), message and an optional fix shaped to the code. check.ts turns these into Findings.
 */
export interface Hit {
  rule: string;
  /** Offsets in the whole file; `end` is exclusive and after `start`. */
  start: number;
  end: number;
  message: string;
  fix?: string;
}

export class Collector {
  readonly hits: Hit[] = [];

  /** `text` is the block's code; `base` the offset of its first character in the file. */
  constructor(
    readonly text: string,
    readonly base: number,
  ) {}

  add(rule: string, start: number, end: number, message: string, fix?: string): void {
    const hit: Hit = { rule, start: start + this.base, end: Math.max(end, start + 1) + this.base, message };
    if (fix !== undefined) hit.fix = fix;
    this.hits.push(hit);
  }
}
