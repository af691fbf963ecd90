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
import { valueTypedBeforeHydration, type Field } from './typed-before-hydration';

/*
 * react-hook-form on a server-rendered page: its own module, so the pages that only read what was typed (the browse
 * filters) do not download react-hook-form.
 */

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
