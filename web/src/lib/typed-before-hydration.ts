import { useEffect, useRef, useState, type RefObject } from 'react';
import { isHydratingPage } from '../hooks/use-hydrated';

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a person put in a field before the app ran (typed, pasted, autofilled, ticked), or undefined where the field
 * still holds what the server rendered.
 */
export function valueTypedBeforeHydration(element: Element): string | boolean | undefined {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox')
      return element.checked !== element.defaultChecked ? element.checked : undefined;
    if (element.type === 'radio')
      return element.checked && !element.defaultChecked ? element.value : undefined;
    if (element.type === 'file') return undefined;
    return element.value !== element.defaultValue ? element.value : undefined;
  }
  if (element instanceof HTMLTextAreaElement)
    return element.value !== element.defaultValue ? element.value : undefined;
  if (element instanceof HTMLSelectElement) {
    const selected = element.selectedOptions[0];
    return selected && !selected.defaultSelected ? element.value : undefined;
  }
  return undefined;
}

/**
 * For a form whose fields the app controls (the browse filters): what a person changed in it while the page
 * loaded, by field name, handed to `apply` once the form has hydrated. React keeps such values in the page while
 * it hydrates, then renders its own state over them at the next update.
 */
export function useInputMadeBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  apply: (values: ReadonlyMap<string, string | boolean>) => void,
) {
  const [wasHydrating] = useState(isHydratingPage);
  const applyRef = useRef(apply);
  useEffect(() => {
    const form = formRef.current;
    if (!wasHydrating || !form) return;
    const values = new Map<string, string | boolean>();
    for (const element of Array.from(form.elements)) {
      const name = element.getAttribute('name');
      const typed = name ? valueTypedBeforeHydration(element) : undefined;
      if (name && typed !== undefined) values.set(name, typed);
    }
    if (values.size > 0) applyRef.current(values);
  }, [formRef, wasHydrating]);
}
