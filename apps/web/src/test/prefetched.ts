import { resetPrefetchedAnswers } from '../api/prefetched.ts';

/** Puts answers in the page as the server does (apps/api/src/platform/web.ts), keyed by address. */
export function servePrefetchedAnswers(answers: Record<string, unknown>): void {
  clearPrefetchedAnswers();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'prefetched-answers';
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

export function clearPrefetchedAnswers(): void {
  document.getElementById('prefetched-answers')?.remove();
  resetPrefetchedAnswers();
}
