import { act, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { beginHydration } from '../../hooks/use-hydrated';
import { registerKeepingInput } from '../../lib/form-keeping-input';
import script from '../../ssr/head-script.js?raw';
import { resetViewport } from '../../test/viewport';
import { AppForm } from './app-form';

// The head script's listeners, as a rendered page has them before anything else (registered once for the file).
beforeAll(() => {
  resetViewport();
  new Function(script)();
});

interface SignIn {
  identifier: string;
  password: string;
  remember: boolean;
}

/** A sign-in form as the app writes one: react-hook-form, with what was typed before hydration kept. */
function SignInForm({ onSend }: { onSend: (values: SignIn) => void }) {
  const {
    register: registerField,
    setValue,
    handleSubmit,
  } = useForm<SignIn>({
    defaultValues: { identifier: '', password: '', remember: false },
  });
  const register = registerKeepingInput({ register: registerField, setValue });
  return (
    <AppForm noscript="Signing in needs JavaScript." onSubmit={handleSubmit(onSend)} aria-label="Sign in">
      <input aria-label="Identifier" {...register('identifier')} />
      <input aria-label="Password" type="password" {...register('password')} />
      <input aria-label="Remember me" type="checkbox" {...register('remember')} />
      <button type="submit">Sign in</button>
    </AppForm>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's HTML of the form in the page, not yet hydrated. */
function serverRendered(onSend: (values: SignIn) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignInForm onSend={onSend} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  const field = (label: string) => container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  return { container, form, field };
}

function hydrate(container: HTMLElement, onSend: (values: SignIn) => void) {
  beginHydration();
  act(() => {
    root = hydrateRoot(container, <SignInForm onSend={onSend} />);
  });
}

describe('AppForm before and after hydration', () => {
  it('is rendered so that it cannot be sent natively, and says so without JavaScript', () => {
    const html = renderToString(<SignInForm onSend={() => {}} />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toMatch(/^javascript:/);
    expect(form.querySelector('noscript')?.textContent).toContain('Signing in needs JavaScript.');
    expect(form.hasAttribute('data-app-form')).toBe(true);
  });

  it('keeps what was typed before hydration, and sends a submission held meanwhile once, with it', async () => {
    const onSend = vi.fn();
    const { container, form, field } = serverRendered(onSend);
    field('Identifier').value = 'ampscript_amy';
    field('Password').value = 'CloudDemo#2025';
    field('Remember me').checked = true;
    form.requestSubmit(form.querySelector('button'));
    expect(form).toHaveAttribute('data-submit-held');
    expect(onSend).not.toHaveBeenCalled();

    hydrate(container, onSend);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({
      identifier: 'ampscript_amy',
      password: 'CloudDemo#2025',
      remember: true,
    });
    expect(form).not.toHaveAttribute('data-submit-held');
    expect(form).not.toHaveAttribute('aria-busy');
    expect(field('Identifier').value).toBe('ampscript_amy');
  });

  it('after hydration is the app’s: one submission, one send', async () => {
    const onSend = vi.fn();
    const { container, form, field } = serverRendered(onSend);
    field('Identifier').value = 'visualforce_val';
    hydrate(container, onSend);
    expect(form).toHaveAttribute('data-app-form-ready');
    expect(onSend).not.toHaveBeenCalled();
    act(() => form.requestSubmit());
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toMatchObject({ identifier: 'visualforce_val', password: '' });
  });
});
