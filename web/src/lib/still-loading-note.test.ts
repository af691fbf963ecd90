import { afterEach, describe, expect, it } from 'vitest';
import { dismissStillLoadingNote } from './still-loading-note';

function note() {
  const element = document.createElement('div');
  element.id = 'still-loading';
  element.setAttribute('role', 'status');
  document.body.append(element);
}

function latePart({ pressed }: { pressed: boolean }) {
  const part = document.createElement('div');
  part.setAttribute('data-app-pending', '');
  if (pressed) part.setAttribute('data-pressed', '');
  document.body.append(part);
  return part;
}

afterEach(() => document.body.replaceChildren());

describe('the "still loading" note', () => {
  it('goes when nothing pressed is still waiting for its code', () => {
    note();
    latePart({ pressed: false });
    dismissStillLoadingNote();
    expect(document.getElementById('still-loading')).toBeNull();
  });

  it('stays while a pressed part is still waiting, whatever else hydrates, and goes once it has', () => {
    note();
    const pressed = latePart({ pressed: true });
    // Another part (or the page) hydrating first.
    dismissStillLoadingNote();
    expect(document.getElementById('still-loading')).not.toBeNull();
    // The pressed part hydrating: its marker goes first (PendingUntilHydrated), then the note.
    pressed.removeAttribute('data-pressed');
    dismissStillLoadingNote();
    expect(document.getElementById('still-loading')).toBeNull();
  });
});
