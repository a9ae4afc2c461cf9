import { CONVERSATION_MESSAGES } from '@kweli/shared';
import { useMessageText } from '../i18n/messages/index.ts';
import './conversation.css';

/** "2 unread messages" beside an application in a list (issue 28 item 4); nothing when there are none. */
export function UnreadBadge({ count }: { count: number | undefined }) {
  const text = useMessageText();
  if (!count || count <= 0) return null;
  return <span className="unread-badge">{text(CONVERSATION_MESSAGES.unread(count))}</span>;
}
