import { useEffect, useId, useRef, useState } from 'react';
import { checkCode, type CheckResult } from './check-client';

export interface FileToCheck {
  name: string;
  language: string;
  code: string;
}

/**
 * What the checks found in each file of the snippet being written, after a pause in typing (decision 046): every file,
 * not only the one the editor shows, so the form can list the secrets of all before it is submitted. A file's last
 * result stays until its new one arrives; an empty file has none.
 */
export function useFileChecks(files: readonly FileToCheck[], delay = 300): (CheckResult | undefined)[] {
  const channel = useId();
  const [results, setResults] = useState<(CheckResult | undefined)[]>([]);
  /** The text each file's last check was asked about, to ask again only about the files that changed. */
  const asked = useRef<(FileToCheck | undefined)[]>([]);

  useEffect(() => {
    const put = (index: number, result: CheckResult | undefined) =>
      setResults((current) => {
        const next = current.slice(0, files.length);
        next[index] = result;
        return next;
      });
    const timer = setTimeout(() => {
      asked.current.length = Math.min(asked.current.length, files.length);
      files.forEach((file, index) => {
        const last = asked.current[index];
        if (last && last.code === file.code && last.language === file.language) return;
        asked.current[index] = file;
        if (file.code.trim() === '') return put(index, undefined);
        void checkCode(file, `${channel}:${index}`).then((result) => result && put(index, result));
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [files, delay, channel]);

  return results.slice(0, files.length);
}
