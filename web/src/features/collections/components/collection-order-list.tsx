import { clsx } from 'clsx';
import { COLLECTION_MESSAGES } from '@cloud-snippets/contract';
import { GripVertical, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { useCollectionItem } from '../api/collection-item';
import { useReorderCollection } from '../api/reorder-collection';

export interface OrderItem {
  _id: string;
  slug: string;
  title: string;
}

/** Moves the item at `from` to `to`, the others keeping their order. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const ids = (list: readonly OrderItem[]) => list.map((item) => item._id);

/**
 * The owner's list of a collection's snippets, in order, to rearrange (decision 075): by drag (the browser's own
 * drag and drop), or by keyboard with the accessible pattern of a handle button — Space or Enter picks the snippet
 * up, the arrow keys move it, Space or Enter drops it, Escape puts it back — each step announced in a live region.
 * A drop saves the whole order in one request; a refusal puts the saved order back.
 */
export function CollectionOrderList({ collectionId, items }: { collectionId: string; items: OrderItem[] }) {
  const [order, setOrder] = useState(items);
  const [saved, setSaved] = useState(items);
  const [picked, setPicked] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const instructionsId = useId();
  const reorder = useReorderCollection(collectionId);
  const removal = useCollectionItem();
  const pickedRef = useRef(picked);
  useEffect(() => {
    pickedRef.current = picked;
  });

  // The server's list, when it changes (an item added elsewhere, a save read again), unless a move is under way.
  if (items !== saved && !picked && !dragged) {
    setSaved(items);
    setOrder(items);
  }

  // A moved handle keeps the focus: moving its element in the document would otherwise drop it.
  useEffect(() => {
    if (picked) handles.current.get(picked)?.focus();
  }, [order, picked]);

  const save = (next: OrderItem[], title: string) => {
    if (ids(next).join() === ids(saved).join()) return;
    setFailure(null);
    reorder.mutate(ids(next), {
      onSuccess: () => setAnnouncement(`${title}: ${COLLECTION_MESSAGES.reordered}.`),
      onError: () => {
        setOrder(saved);
        setFailure(COLLECTION_MESSAGES.changeFailed);
        setAnnouncement(COLLECTION_MESSAGES.changeFailed);
      },
    });
  };

  const position = (index: number) => `position ${index + 1} of ${order.length}`;

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, item: OrderItem) => {
    const index = order.findIndex((entry) => entry._id === item._id);
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (picked === item._id) {
        setPicked(null);
        setAnnouncement(`${item.title} dropped at ${position(index)}.`);
        save(order, item.title);
      } else {
        setPicked(item._id);
        setAnnouncement(
          `${item.title} picked up, at ${position(index)}. Arrow keys move it, Space drops it, Escape cancels.`,
        );
      }
      return;
    }
    if (picked !== item._id) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setPicked(null);
      setOrder(saved);
      setAnnouncement(
        `Move cancelled. ${item.title} is back at ${position(saved.findIndex((e) => e._id === item._id))}.`,
      );
      return;
    }
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    const target = { Home: 0, End: order.length - 1 }[event.key] ?? (step === undefined ? -1 : index + step);
    if (target < 0 || target >= order.length) return;
    event.preventDefault();
    if (target === index) return;
    setOrder(moved(order, index, target));
    setAnnouncement(`${item.title} moved to ${position(target)}.`);
  };

  const remove = (item: OrderItem) => {
    setFailure(null);
    removal.mutate(
      { collectionId, snippetId: item._id, isAdding: false },
      {
        onSuccess: () => {
          setOrder((current) => current.filter((entry) => entry._id !== item._id));
          setAnnouncement(`${item.title}: ${COLLECTION_MESSAGES.removed}.`);
        },
        onError: () => setFailure(COLLECTION_MESSAGES.changeFailed),
      },
    );
  };

  return (
    <div>
      <p id={instructionsId} className="mb-3 text-sm text-slate-600">
        Drag a snippet by its handle, or focus the handle and press Space to pick it up, the arrow keys to
        move it and Space to drop it.
      </p>
      <p role="status" aria-live="assertive" className="sr-only" data-testid="order-announcement">
        {announcement}
      </p>
      {failure && <Alert className="mb-3">{failure}</Alert>}
      <ol className="space-y-2" data-testid="collection-order">
        {order.map((item, index) => {
          const isPicked = picked === item._id;
          return (
            <li
              key={item._id}
              data-testid="collection-order-item"
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', item._id);
                setDragged(item._id);
              }}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                const from = order.findIndex((entry) => entry._id === dragged);
                if (from !== index && from >= 0) setOrder(moved(order, from, index));
              }}
              onDrop={(event) => event.preventDefault()}
              onDragEnd={() => {
                const title = order.find((entry) => entry._id === dragged)?.title ?? '';
                setDragged(null);
                save(order, title);
              }}
              className={clsx(
                'flex items-center gap-3 rounded-xl border bg-white px-3 py-2.5',
                isPicked || dragged === item._id
                  ? 'border-brand-500 shadow-popover ring-2 ring-brand-500'
                  : 'border-slate-200',
              )}
            >
              <button
                type="button"
                ref={(element) => {
                  if (element) handles.current.set(item._id, element);
                  else handles.current.delete(item._id);
                }}
                aria-label={`Move ${item.title}, ${position(index)}`}
                aria-describedby={instructionsId}
                aria-pressed={isPicked}
                onKeyDown={(event) => onHandleKey(event, item)}
                onBlur={() => {
                  // Focus that leaves the handle (not the moment a move re-inserts it) cancels the move.
                  requestAnimationFrame(() => {
                    if (pickedRef.current !== item._id) return;
                    if (handles.current.get(item._id) === document.activeElement) return;
                    setPicked(null);
                    setOrder(saved);
                  });
                }}
                data-testid="order-handle"
                className="cursor-grab rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 active:cursor-grabbing"
              >
                <GripVertical aria-hidden="true" className="size-5" />
              </button>
              <span className="w-6 shrink-0 text-right text-sm tabular-nums text-slate-500">
                {index + 1}.
              </span>
              <Link
                to={paths.snippets.details.getHref(item)}
                draggable={false}
                className="min-w-0 flex-1 truncate font-medium text-slate-900 hover:text-brand-700"
              >
                {item.title}
              </Link>
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={`Remove ${item.title} from the collection`}
                className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
