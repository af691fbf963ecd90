import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { isHydratingPage } from '../hooks/use-hydrated';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

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
 * react-hook-form's `register`, keeping what was typed before hydration: on its first sight of a field RHF writes
 * the form's default value into it, over what a person typed while the app loaded. Each field's value is handed to
 * the form first, so RHF writes it back, validates it and submits it.
 */
export function registerKeepingInput<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'setValue'>,
  /** Validate a kept value at once: for forms that validate as the person types (mode onChange). */
  { validate = false }: { validate?: boolean } = {},
): UseFormRegister<T> {
  return (name, options) => {
    const registration = form.register(name, options);
    return {
      ...registration,
      ref: (element: Field | null) => {
        if (element && isHydratingPage()) {
          const typed = valueTypedBeforeHydration(element);
          if (typed !== undefined)
            form.setValue(name, typed as PathValue<T, Path<T>>, {
              shouldDirty: true,
              shouldTouch: true,
              shouldValidate: validate,
            });
        }
        registration.ref(element);
      },
    };
  };
}

/**
 * react-hook-form's `useForm` for a form on a server-rendered page: its `register` keeps what was typed before
 * hydration, validated at once where the form validates as the person types (any mode but onSubmit).
 */
export function useFormKeepingInput<T extends FieldValues, TContext = unknown, TOutput = T>(
  props: UseFormProps<T, TContext, TOutput>,
): UseFormReturn<T, TContext, TOutput> {
  const form = useForm(props);
  const validate = props.mode !== undefined && props.mode !== 'onSubmit';
  return { ...form, register: registerKeepingInput(form, { validate }) };
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
