import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { buildToken, buildUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { CollectionOrderList, moved } from './collection-order-list';

const ITEMS = ['Alpha', 'Beta', 'Gamma'].map((title, index) => ({
  _id: `00000000-0000-4000-8000-00000000000${index}`,
  slug: title.toLowerCase(),
  title,
}));
const ORDER_PATH = 'PUT /api/collections/c1/items';

function renderList() {
  session.set(buildToken(), buildUser());
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CollectionOrderList collectionId="c1" items={ITEMS} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const titles = () => screen.getAllByTestId('collection-order-item').map((row) => row.textContent);
const announced = () => screen.getByTestId('order-announcement').textContent;

describe('CollectionOrderList', () => {
  it('moves an item to another place, the others keeping their order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('picks up with Space, moves with the arrows, drops with Space and saves the whole order once', async () => {
    const api = mockApi({ [ORDER_PATH]: () => ({ body: { message: 'Order saved', itemCount: 3 } }) });
    renderList();
    const handle = screen.getByRole('button', { name: 'Move Alpha, position 1 of 3' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ' });
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(announced()).toContain('Alpha picked up, at position 1 of 3');
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(announced()).toBe('Alpha moved to position 3 of 3.');
    expect(titles()).toEqual(['1.Beta', '2.Gamma', '3.Alpha']);
    expect(api.calls.some((call) => `${call.method} ${call.path}` === ORDER_PATH)).toBe(false);
    fireEvent.keyDown(handle, { key: ' ' });
    await waitFor(() => expect(announced()).toContain('Order saved'));
    const saves = api.calls.filter((call) => `${call.method} ${call.path}` === ORDER_PATH);
    expect(saves.map((call) => call.body)).toEqual([
      { snippetIds: [ITEMS[1]!._id, ITEMS[2]!._id, ITEMS[0]!._id] },
    ]);
  });

  it('puts the item back with Escape and saves nothing', () => {
    const api = mockApi({});
    renderList();
    const handle = screen.getByRole('button', { name: 'Move Gamma, position 3 of 3' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(titles()[0]).toContain('Gamma');
    fireEvent.keyDown(handle, { key: 'Escape' });
    expect(titles()[2]).toContain('Gamma');
    expect(announced()).toBe('Move cancelled. Gamma is back at position 3 of 3.');
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('puts the saved order back and says so when the server refuses', async () => {
    mockApi({ [ORDER_PATH]: () => ({ status: 400, body: { message: 'Validation failed' } }) });
    renderList();
    const handle = screen.getByRole('button', { name: 'Move Beta, position 2 of 3' });
    fireEvent.keyDown(handle, { key: ' ' });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    fireEvent.keyDown(handle, { key: ' ' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not save the change'));
    expect(titles()[0]).toContain('Alpha');
  });
});
