import { useEffect, useId, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter } from '@codemirror/lint';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
  tooltips,
} from '@codemirror/view';
import { codeHighlighter } from '../../../lib/highlight/highlighter';
import { grammarKey, loadGrammar } from '../../../lib/highlight/languages';
import { checkCode } from '../checks/check-client';
import { diagnosticsOf } from '../checks/check-diagnostics';
import type { CodeEditorProps } from './code-editor';

/** Colours of the lint marks that hold 3:1 on the code background of each theme (styles/code.css). */
const ERROR_COLOR = 'light-dark(#dc2626, #f87171)';
const WARNING_COLOR = 'light-dark(#b45309, #fbbf24)';
const INFO_COLOR = 'light-dark(#0369a1, #7dd3fc)';

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
  // The checks' marks (decision 046): a wavy underline in a colour of the theme, not lint's fixed-colour images.
  '.cm-lintRange': {
    backgroundImage: 'none !important',
    paddingBottom: '0',
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '3px',
  },
  '.cm-lintRange-error': { textDecorationColor: ERROR_COLOR },
  '.cm-lintRange-warning': { textDecorationColor: WARNING_COLOR },
  '.cm-lintRange-info, .cm-lintRange-hint': { textDecorationColor: INFO_COLOR },
  '.cm-lintPoint-error:after': { borderBottomColor: ERROR_COLOR },
  '.cm-lintPoint-warning:after': { borderBottomColor: WARNING_COLOR },
  '.cm-tooltip': {
    backgroundColor: 'var(--color-white)',
    color: 'var(--color-slate-900)',
    border: '1px solid var(--color-slate-300)',
    borderRadius: '0.5rem',
    boxShadow: 'var(--shadow-popover)',
    overflow: 'hidden',
  },
  '.cm-tooltip-lint': { maxWidth: 'min(32rem, calc(100vw - 2rem))' },
  '.cm-diagnostic': { padding: '0.5rem 0.75rem', fontSize: '0.8125rem', lineHeight: '1.25rem' },
  '.cm-diagnostic-error': { borderLeft: `4px solid ${ERROR_COLOR}` },
  '.cm-diagnostic-warning': { borderLeft: `4px solid ${WARNING_COLOR}` },
  '.cm-diagnostic-info, .cm-diagnostic-hint': { borderLeft: `4px solid ${INFO_COLOR}` },
  '.cm-diagnostic-fix': { marginTop: '0.125rem', color: 'var(--color-slate-600)' },
  '.cm-diagnosticSource': { opacity: '1', color: 'var(--color-slate-600)', fontSize: '0.75rem' },
  '.cm-diagnosticAction': {
    backgroundColor: 'var(--color-brand-600)',
    color: 'var(--color-white)',
    borderRadius: '0.375rem',
    padding: '0.125rem 0.5rem',
  },
  '.cm-panels': { backgroundColor: 'var(--color-slate-100)', color: 'var(--color-slate-900)' },
  '.cm-panel.cm-panel-lint ul [aria-selected]': { backgroundColor: 'var(--color-brand-100)' },
  '.cm-lint-marker': { width: '0.875rem', height: '0.875rem' },
});

/**
 * The code checks as marks (decision 046): each pause in typing asks the worker about the file in its
 * language. `channel` is this editor's, so an answer about text typed over since is dropped.
 */
const checksLinter = (language: string, fileName: string, channel: string) =>
  linter(
    async (view) => {
      const { doc } = view.state;
      if (doc.length === 0) return [];
      const result = await checkCode(
        fileName ? { name: fileName, language, code: doc.toString() } : { language, code: doc.toString() },
        channel,
      );
      return result ? diagnosticsOf(doc, result) : [];
    },
    { delay: 300 },
  );

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
  const { value, onChange, onBlur, language, fileName = '', className } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const attributesSlot = useRef(new Compartment());
  const checksSlot = useRef(new Compartment());
  const channel = useId();
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
          lintGutter(),
          // A lint mark's tooltip keeps off the window's edges, on a phone too.
          tooltips({
            tooltipSpace: (view) => {
              const { innerWidth, innerHeight } = view.dom.ownerDocument.defaultView ?? window;
              return { top: 0, left: 8, bottom: innerHeight, right: innerWidth - 8 };
            },
          }),
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
          checksSlot.current.of([]),
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

  // Each file is checked by its language (and an Apex file by its name): a new one, a new linter, which checks the
  // text again.
  useEffect(() => {
    viewRef.current?.dispatch({
      effects: checksSlot.current.reconfigure(checksLinter(language, fileName, channel)),
    });
  }, [language, fileName, channel]);

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
