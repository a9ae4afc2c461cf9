import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useApplyDarkMode } from '../lib/dark-mode.ts';
import { useDocumentTitle } from '../lib/document-title.ts';

/**
 * The router's error screen (docs/product/foundation.md §2.2): the heading 'Unexpected Application Error!'
 * with the status or the message, and a way home.
 */
export function ErrorScreen() {
  const error = useRouteError();
  useDocumentTitle('Error');
  useApplyDarkMode(useLocation().pathname);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="error-screen">
      <h1>Unexpected Application Error!</h1>
      <p className="error-detail">{detail}</p>
      <p>
        <Link className="button button-primary" to="/">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
