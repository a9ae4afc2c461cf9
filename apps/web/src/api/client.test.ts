import { API_MESSAGES } from '@kweli/shared';
import { describe, expect, it, vi } from 'vitest';
import { listen, SESSION_TIMEOUT_EVENT } from '../lib/events.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { ApiError, api } from './client.ts';

describe('api client', () => {
  it('When a token is stored, then calls carry it as a bearer header', async () => {
    localStorage.setItem('authToken', 'abc');
    const { calls } = mockFetch({ 'GET /api/verify-token/': () => ({ body: { role: 'candidate' } }) });
    await api('/verify-token/');
    expect(calls[0]!.headers.authorization).toBe('Bearer abc');
  });

  it('When a call answers 401, then the session is refreshed once and the call retried with the new token', async () => {
    localStorage.setItem('authToken', 'old');
    localStorage.setItem('refreshToken', 'r1');
    const { calls } = mockFetch({
      'GET /api/thing/': ({ headers }) =>
        headers.authorization === 'Bearer new'
          ? { body: { ok: 1 } }
          : { status: 401, body: { detail: 'expired' } },
      'POST /api/token/refresh/': ({ body }) =>
        (body as { refresh: string }).refresh === 'r1'
          ? { body: { access: 'new', refresh: 'r2' } }
          : { status: 401 },
    });
    await expect(api('/thing/')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/thing/',
      'POST /api/token/refresh/',
      'GET /api/thing/',
    ]);
    expect(localStorage.getItem('authToken')).toBe('new');
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('When the refresh is refused, then the tokens are cleared and the sessionTimeout event is raised', async () => {
    localStorage.setItem('authToken', 'old');
    localStorage.setItem('refreshToken', 'revoked');
    mockFetch({
      'GET /api/thing/': () => ({ status: 401, body: { detail: 'expired' } }),
      'POST /api/token/refresh/': () => ({ status: 401, body: { detail: 'revoked' } }),
    });
    const seen = vi.fn();
    const stop = listen(SESSION_TIMEOUT_EVENT, seen);
    await expect(api('/thing/')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(seen).toHaveBeenCalledWith({ message: 'Session timeout, please log in.' });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('When a signed-in call answers the generic 403 (the session is of another role now), then the session ends like an expired one, once', async () => {
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('refreshToken', 'refresh');
    localStorage.setItem('userRole', 'candidate');
    localStorage.setItem('streakInfo', '{}');
    const { calls } = mockFetch({
      'GET /api/thing/': () => ({ status: 403, body: { detail: API_MESSAGES.forbidden } }),
    });
    const seen = vi.fn();
    const stop = listen(SESSION_TIMEOUT_EVENT, seen);
    await Promise.all([
      expect(api('/thing/')).rejects.toMatchObject({ status: 403 }),
      expect(api('/thing/')).rejects.toMatchObject({ status: 403 }),
    ]);
    stop();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ message: 'Session timeout, please log in.' });
    for (const key of ['authToken', 'refreshToken', 'userRole', 'streakInfo'])
      expect(localStorage.getItem(key), key).toBeNull();
    // No refresh is tried for a 403: the session is valid, for another role.
    expect(calls.every((c) => c.url === '/api/thing/')).toBe(true);
  });

  it('When a 403 says something of its own (an expired file address), or the call was public, then the session stays', async () => {
    localStorage.setItem('authToken', 'token');
    mockFetch({
      'GET /api/file/': () => ({ status: 403, body: { detail: 'This address has expired.' } }),
      'GET /api/public/': () => ({ status: 403, body: { detail: API_MESSAGES.forbidden } }),
    });
    await expect(api('/file/')).rejects.toMatchObject({ status: 403 });
    await expect(api('/public/', { anonymous: true })).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem('authToken')).toBe('token');
  });

  it('When the caller ends the session itself, then a lasting 401 reaches it and the tokens stay', async () => {
    localStorage.setItem('authToken', 'old');
    localStorage.setItem('refreshToken', 'revoked');
    mockFetch({
      'GET /api/thing/': () => ({ status: 401, body: { detail: 'expired' } }),
      'POST /api/token/refresh/': () => ({ status: 401, body: { detail: 'revoked' } }),
    });
    const seen = vi.fn();
    const stop = listen(SESSION_TIMEOUT_EVENT, seen);
    await expect(api('/thing/', { callerEndsSession: true })).rejects.toMatchObject({ status: 401 });
    stop();
    expect(seen).not.toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBe('old');
  });

  it('When the server answers field errors, then the first message of each field is available', async () => {
    mockFetch({
      'POST /api/x/': () => ({
        status: 400,
        body: { email: ['Email is required', 'other'], detail: undefined },
      }),
    });
    const error = await api('/x/', { method: 'POST', body: {} }).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldMessages()).toEqual({ email: 'Email is required' });
  });
});
