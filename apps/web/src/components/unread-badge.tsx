import { CONVERSATION_MESSAGES } from '@kweli/shared';
import './conversation.css';

/** "2 unread messages" beside an application in a list (issue 28 item 4); nothing when there are none. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  return <span className="unread-badge">{CONVERSATION_MESSAGES.unread(count)}</span>;
}
