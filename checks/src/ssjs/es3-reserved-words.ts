/**
 * ECMA-262 3rd edition §7.5: keywords, future reserved words and the literals `null`, `true`, `false`. ES3 allows
 * none of them as an identifier, nor as a property name after a dot or in an object literal; ES5 allowed the latter.
 */
export const ES3_RESERVED_WORDS: ReadonlySet<string> = new Set(
  (
    'break case catch continue default delete do else finally for function if in instanceof new return switch this ' +
    'throw try typeof var void while with ' +
    'abstract boolean byte char class const debugger double enum export extends final float goto implements import ' +
    'int interface long native package private protected public short static super synchronized throws transient ' +
    'volatile null true false'
  ).split(' '),
);
