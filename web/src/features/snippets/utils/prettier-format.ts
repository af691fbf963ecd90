import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as html from 'prettier/plugins/html';
import * as postcss from 'prettier/plugins/postcss';
import { format } from 'prettier/standalone';

/** Prettier's parser for each language it formats here. */
const PARSERS = { javascript: 'babel', html: 'html', css: 'css' } as const;

/**
 * Prettier in the browser: the standalone build with only the plugins these three languages need. Imported
 * dynamically by formatCode, so the ~1 MB stays out of the editor's chunk until Format Code is pressed.
 */
export function formatWithPrettier(code: string, language: keyof typeof PARSERS): Promise<string> {
  return format(code, {
    parser: PARSERS[language],
    // estree prints the JavaScript that babel, and html's <script> blocks, parse.
    plugins: [babel, estree, html, postcss],
    printWidth: 100,
    singleQuote: true,
  });
}
