import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './error-screen.tsx';

describe('ErrorScreen', () => {
  it('When the path is unknown, then the heading and the status show with a way home', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>Home</p>, errorElement: <ErrorScreen /> }], {
      initialEntries: ['/no-such-page'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
