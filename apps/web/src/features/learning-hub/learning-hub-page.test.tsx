import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { LearningHubPage } from './learning-hub-page.tsx';

describe('Learning Hub', () => {
  it('When opened, then three sections with their links in new tabs and See all to /blog, /guides, /tips', () => {
    renderPage('/', [{ path: '/', element: <LearningHubPage /> }]);
    const expected = [
      ['Career Blog', '/blog', 5],
      ['Job Guides', '/guides', 5],
      ['Interview Tips', '/tips', 7],
    ] as const;
    for (const [title, seeAll, count] of expected) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByRole('link', { name: `See all: ${title}` })).toHaveAttribute(
        'href',
        seeAll,
      );
      const external = within(section)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('target') === '_blank');
      expect(external).toHaveLength(count);
    }
    expect(screen.getAllByText('See all')).toHaveLength(3);
    expect(screen.getByText(/subscribers/)).toBeInTheDocument();
  });
});
