import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'kweli-config-'));

describe('loadConfig', () => {
  it('When nothing is set, then it uses the documented defaults and the embedded database', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoData).toBe(true);
    expect(config.s3).toBeUndefined();
    expect(config.alertTickSeconds).toBe(30);
    expect(config.privacyContactEmail).toBe(config.supportEmail);
    expect(config.retentionInactiveMonths).toBe(24);
    expect(config.recommendationsAheadMsPerMinute).toBe(3000);
  });

  it('When the work ahead of recommendations is set, then 0 turns it off and more than a minute is refused', () => {
    expect(
      loadConfig({ DATA_DIR: tmp(), RECOMMENDATIONS_AHEAD_MS_PER_MINUTE: '0' })
        .recommendationsAheadMsPerMinute,
    ).toBe(0);
    expect(
      loadConfig({ DATA_DIR: tmp(), RECOMMENDATIONS_AHEAD_MS_PER_MINUTE: '60000' })
        .recommendationsAheadMsPerMinute,
    ).toBe(60_000);
    expect(() => loadConfig({ RECOMMENDATIONS_AHEAD_MS_PER_MINUTE: '60001' })).toThrow(
      /RECOMMENDATIONS_AHEAD_MS_PER_MINUTE/,
    );
    expect(() => loadConfig({ RECOMMENDATIONS_AHEAD_MS_PER_MINUTE: '-1' })).toThrow(
      /RECOMMENDATIONS_AHEAD_MS_PER_MINUTE/,
    );
  });

  it('When the privacy settings are given, then they are used, and a bad one names the variable', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      PRIVACY_CONTACT_EMAIL: 'dpo@kweli.co.ke',
      RETENTION_INACTIVE_MONTHS: '36',
    });
    expect(config.privacyContactEmail).toBe('dpo@kweli.co.ke');
    expect(config.retentionInactiveMonths).toBe(36);
    expect(() => loadConfig({ PRIVACY_CONTACT_EMAIL: 'nobody' })).toThrow(/PRIVACY_CONTACT_EMAIL/);
    expect(() => loadConfig({ RETENTION_INACTIVE_MONTHS: '1' })).toThrow(/RETENTION_INACTIVE_MONTHS/);
  });

  it('When a value is bad, then the error names the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nobody' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    // The alerts' tick may be shorter (tests), never longer than the five minutes allow.
    expect(loadConfig({ DATA_DIR: tmp(), ALERT_TICK_SECONDS: '1' }).alertTickSeconds).toBe(1);
    expect(() => loadConfig({ ALERT_TICK_SECONDS: '60' })).toThrow(/ALERT_TICK_SECONDS/);
  });

  it('When ADMIN_EMAILS lists addresses, then they are kept lower case, and a bad one names the variable', () => {
    const config = loadConfig({ DATA_DIR: tmp(), ADMIN_EMAILS: ' Wanjiru@Kweli.co.ke , ops@kweli.co.ke,' });
    expect(config.adminEmails).toEqual(['wanjiru@kweli.co.ke', 'ops@kweli.co.ke']);
    expect(loadConfig({ DATA_DIR: tmp() }).adminEmails).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: tmp(), ADMIN_EMAILS: 'ops@kweli.co.ke,nobody' })).toThrow(
      /ADMIN_EMAILS/,
    );
  });

  it('When production has no secret, then it refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/);
  });

  it('When development has no secret, then one is generated once and kept in the data folder', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'dev-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('When production or an external database is configured, then demo data is off', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://localhost/x' }).demoData).toBe(false);
  });

  it('When S3 is configured, then the store settings are gathered', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      S3_BUCKET: 'cvs',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toMatchObject({
      bucket: 'cvs',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });
});
