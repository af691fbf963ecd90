import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs say why, not where a task was tracked: a reader of this repository cannot open the tracker, so
 * "issue" and a number tells them nothing. The reason goes in a sentence, or in the decision record that holds it
 * (docs/decisions/NNN-*.md). SPEC sections ("SPEC §4") are part of the repository and stay.
 */
const CITATION = /\bissues? #?\d+/i;
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|md|json|css|sql|html|yml|yaml)$/;
// The lockfile, whose text is not ours.
const SKIPPED = new Set(['package-lock.json']);

function trackedTextFiles() {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return {
    root,
    files: listed.filter(
      (file) => TEXT_FILE.test(file) && !SKIPPED.has(file) && !file.endsWith('/package-lock.json'),
    ),
  };
}

describe('tracker citations', () => {
  it('recognises a citation in the forms written before', () => {
    // Built from a word, so this file holds no citation of its own.
    const word = 'issue';
    for (const cited of [
      `(${word} 14 §3)`,
      `${word.toUpperCase()} 12 §1: files`,
      `${word}s 13, 14`,
      `${word} #12`,
    ]) {
      expect(cited).toMatch(CITATION);
    }
    for (const fine of ['SPEC §4', 'Zod issues', 'decision 053', 'issued 3 tokens']) {
      expect(fine).not.toMatch(CITATION);
    }
  });

  it('no tracked file cites a tracker issue by number', () => {
    const { root, files } = trackedTextFiles();
    const found = [];
    for (const file of files) {
      let text;
      try {
        text = readFileSync(`${root}/${file}`, 'utf8');
      } catch {
        continue; // listed but deleted in the work tree
      }
      text.split('\n').forEach((line, index) => {
        if (CITATION.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found, 'write the reason, or name the decision record (docs/decisions/NNN-*.md)').toEqual([]);
  });
});
