import { clsx } from 'clsx';
import { Avatar } from '../../../components/ui/avatar';
import type { MentionSuggestion } from '../api/get-mention-suggestions';

export interface MentionSuggestionsProps {
  id: string;
  isOpen: boolean;
  suggestions: MentionSuggestion[];
  /** The highlighted one's index (the text box's aria-activedescendant). */
  active: number;
  optionId: (index: number) => string;
  onPick: (user: MentionSuggestion) => void;
  onHover: (index: number) => void;
}

/**
 * The members an @mention can name, under the comment box. Pressing an option must not take the focus from the
 * text box (the caret is where the name goes): its mousedown is cancelled, and its click picks it.
 */
export function MentionSuggestions({
  id,
  isOpen,
  suggestions,
  active,
  optionId,
  onPick,
  onHover,
}: MentionSuggestionsProps) {
  return (
    <>
      {isOpen && (
        <ul
          id={id}
          role="listbox"
          aria-label="Members to mention"
          data-testid="mention-suggestions"
          className="animate-fade-in absolute top-full left-0 z-30 mt-1 max-h-72 w-64 max-w-full overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-popover"
        >
          {suggestions.map((user, index) => (
            <li
              key={user.username}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(user)}
              onPointerEnter={() => onHover(index)}
              className={clsx(
                'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm text-slate-800',
                index === active && 'bg-brand-50 text-brand-900',
              )}
            >
              <Avatar src={user.avatar} name={user.username} size={24} className="size-6 text-[11px]" />
              <span className="truncate font-medium">{user.username}</span>
            </li>
          ))}
        </ul>
      )}
      {/* There from the start: a live region added with its text is not always read. */}
      <p role="status" className="sr-only">
        {isOpen
          ? `${suggestions.length} ${suggestions.length === 1 ? 'member' : 'members'} to mention: arrow keys choose, Enter inserts`
          : ''}
      </p>
    </>
  );
}
