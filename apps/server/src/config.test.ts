import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const prodBase = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.org:587',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.org/send',
};

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('configuration from the environment', () => {
  it('starts with no variables at all: port 3000, embedded database, dev outbox', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.devOutbox).toBe(true);
    expect(c.sms.provider).toBe('outbox');
  });

  it('names the variable and the problem for a bad value', () => {
    expect(errorOf({ PORT: 'eighty' })).toMatch(/PORT/);
    expect(errorOf({ PORT: '70000' })).toMatch(/PORT/);
    expect(errorOf({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL: must start with postgres/);
    expect(errorOf({ REDIS_URL: 'localhost:6379' })).toMatch(/REDIS_URL/);
    expect(errorOf({ SMTP_URL: 'mail.example.org' })).toMatch(/SMTP_URL/);
    expect(errorOf({ SMS_PROVIDER: 'http' })).toMatch(/SMS_HTTP_URL: is required/);
    expect(errorOf({ NODE_ENV: 'staging' })).toMatch(/NODE_ENV/);
  });

  it('refuses to start in production without real email and SMS delivery', () => {
    expect(errorOf({ NODE_ENV: 'production' })).toMatch(/SMTP_URL: is required in production/);
    expect(errorOf({ ...prodBase, SMS_PROVIDER: 'outbox' })).toMatch(/SMS_PROVIDER/);
    const { SMTP_URL: _omit, ...noSmtp } = prodBase;
    expect(errorOf(noSmtp)).toMatch(/SMTP_URL/);
  });

  it('has no dev outbox in production', () => {
    const c = loadConfig(prodBase);
    expect(c.env).toBe('production');
    expect(c.devOutbox).toBe(false);
    expect(c.sms).toMatchObject({ provider: 'http', url: 'https://sms.example.org/send' });
  });
});
