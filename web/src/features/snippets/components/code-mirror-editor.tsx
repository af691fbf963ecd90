import { useEffect, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { codeHighlighter } from '../../../lib/highlight/highlighter';
import { grammarKey, loadGrammar } from '../../../lib/highlight/languages';
import type { CodeEditorProps } from './code-editor';

const theme = EditorView.theme({
  '&': { fontSize: '14px', backgroundColor: 'transparent' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': {
    fontFamily: 'var(--font-mono)',
    lineHeight: '1.5rem',
    minHeight: '18rem',
    maxHeight: '36rem',
  },
  // The palette's variables (styles.css), so the editor follows the theme like the read-only view.
  '.cm-content': { padding: '12px 0', caretColor: 'var(--color-slate-900)' },
  '.cm-gutters': {
    backgroundColor: 'var(--color-slate-100)',
    color: 'var(--color-slate-600)',
    borderRight: '1px solid var(--color-slate-200)',
  },
  '.cm-activeLine': { backgroundColor: 'color-mix(in oklab, var(--color-brand-600) 6%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--color-slate-200)', color: 'var(--color-slate-700)' },
  '.cm-placeholder': { color: 'var(--color-slate-600)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--color-brand-200) !important',
  },
});

type AttributeProps = Pick<CodeEditorProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid'>;

function contentAttributes({ id, labelledBy, describedBy, invalid }: AttributeProps) {
  // tabindex: the editable area is already focusable; saying so lets checkers see the scroll area is reachable.
  const attributes: Record<string, string> = {
    id,
    'aria-labelledby': labelledBy,
    'data-testid': 'code-editor',
    tabindex: '0',
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  return EditorView.contentAttributes.of(attributes);
}

/** CodeMirror 6 bound to a form field (loaded lazily by CodeEditor). */
export default function CodeMirrorEditor(props: CodeEditorProps & { className?: string }) {
  const { value, onChange, onBlur, language, className } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const attributesSlot = useRef(new Compartment());
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });
  const initial = useRef({ props, value });

  useEffect(() => {
    const { props: first, value: firstValue } = initial.current;
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: firstValue,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          EditorState.tabSize.of(2),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          syntaxHighlighting(codeHighlighter),
          placeholder('Paste or write your code here…'),
          theme,
          languageSlot.current.of([]),
          attributesSlot.current.of(contentAttributes(first)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
            if (update.focusChanged && !update.view.hasFocus) callbacks.current.onBlur?.();
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, []);

  // The form changed the value (Format Code, a reset): put it into the editor.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  // The language (or whether AMPscript delimiters are used) changed: load and switch the grammar.
  const grammar = grammarKey(language, value);
  useEffect(() => {
    let isCurrent = true;
    const apply = (extension: Extension) => {
      if (isCurrent) viewRef.current?.dispatch({ effects: languageSlot.current.reconfigure(extension) });
    };
    if (!grammar) apply([]);
    else loadGrammar(grammar).then(apply, () => apply([]));
    return () => {
      isCurrent = false;
    };
  }, [grammar]);

  const { id, labelledBy, describedBy, invalid } = props;
  useEffect(() => {
    viewRef.current?.dispatch({
      effects: attributesSlot.current.reconfigure(
        contentAttributes({ id, labelledBy, describedBy, invalid }),
      ),
    });
  }, [id, labelledBy, describedBy, invalid]);

  return <div ref={hostRef} className={className} />;
}
