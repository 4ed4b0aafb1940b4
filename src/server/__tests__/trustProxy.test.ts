import express from 'express';
import request from 'supertest';
import { loadConfig, parseTrustProxy } from '../config';

/** TRUST_PROXY decides which address the per-client limits count: Express's forms, checked at start. */

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    // Not "trust every hop": that would let a client pick its address with X-Forwarded-For.
    ['true', 1],
    ['2', 2],
    ['loopback', 'loopback'],
    [' 10.0.0.0/8 , 192.168.1.7, loopback ', '10.0.0.0/8,192.168.1.7,loopback'],
    ['fd00::/8,uniquelocal,linklocal', 'fd00::/8,uniquelocal,linklocal'],
    ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
  ])('%j is %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'loopback,evil.example', '-1', '1.5'])('refuses %j at start with a message naming the bad part', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
  });

  it.each([
    ['1', '10.9.9.9, 203.0.113.7', '203.0.113.7'],
    ['2', '10.9.9.9, 203.0.113.7, 10.0.0.2', '203.0.113.7'],
    ['loopback', '10.9.9.9, 203.0.113.7', '203.0.113.7'],
    ['loopback,203.0.113.0/24', '198.51.100.1, 203.0.113.7', '198.51.100.1'],
    ['false', '10.9.9.9', '127.0.0.1'],
  ])('with %j, X-Forwarded-For %j gives the client %j', async (setting, forwardedFor, client) => {
    const app = express();
    app.set('trust proxy', parseTrustProxy(setting));
    app.get('/', (req, res) => {
      res.send(req.ip?.replace(/^::ffff:/, ''));
    });
    const res = await request(app).get('/').set('X-Forwarded-For', forwardedFor);
    expect(res.text).toBe(client);
  });
});
