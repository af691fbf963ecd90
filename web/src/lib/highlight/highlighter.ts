import { tagHighlighter, tags } from '@lezer/highlight';

/**
 * Syntax tokens → `tok-*` class names, shared by the read-only view and the editor so both look the same.
 * The colours live in styles.css (light background, every colour at least 4.5:1).
 */
export const codeHighlighter = tagHighlighter([
  { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], class: 'tok-keyword' },
  { tag: [tags.atom, tags.bool, tags.null, tags.number, tags.unit], class: 'tok-number' },
  {
    tag: [tags.string, tags.special(tags.string), tags.regexp, tags.escape, tags.attributeValue],
    class: 'tok-string',
  },
  { tag: [tags.comment, tags.lineComment, tags.blockComment, tags.docComment], class: 'tok-comment' },
  { tag: tags.special(tags.variableName), class: 'tok-variable' },
  {
    tag: [
      tags.function(tags.variableName),
      tags.function(tags.propertyName),
      tags.definition(tags.function(tags.variableName)),
    ],
    class: 'tok-function',
  },
  {
    tag: [tags.typeName, tags.className, tags.namespace, tags.standard(tags.variableName)],
    class: 'tok-type',
  },
  { tag: [tags.definition(tags.variableName), tags.definition(tags.propertyName)], class: 'tok-definition' },
  { tag: [tags.tagName], class: 'tok-tag' },
  { tag: [tags.attributeName], class: 'tok-attribute' },
  { tag: [tags.propertyName], class: 'tok-property' },
  { tag: [tags.meta, tags.processingInstruction, tags.documentMeta], class: 'tok-meta' },
  { tag: [tags.operator, tags.punctuation, tags.bracket, tags.angleBracket], class: 'tok-punctuation' },
  { tag: tags.invalid, class: 'tok-invalid' },
]);
