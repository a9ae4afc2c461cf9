import { TALENT_MESSAGES } from '@kweli/shared';
import { Component, type ReactNode } from 'react';
import { messageText } from '../../../i18n/messages/index.ts';

/** One card that cannot be drawn says so with the cause, and the rest of the list still shows. */
export class CardBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error)
      return (
        <article className="card talent-card" role="alert">
          {`${messageText(TALENT_MESSAGES.cardFailed)}: ${this.state.error.message}`}
        </article>
      );
    return this.props.children;
  }
}
