import { describe, expect, it } from 'vitest';
import {
  decideReturnAction,
  type FrameFacts,
  isTrustedParentOrigin,
  RETURN_TO_PARTNER_MESSAGE,
} from './return-to-quickbooks';

const facts = (over: Partial<FrameFacts>): FrameFacts => ({
  framed: false,
  ancestorOrigin: null,
  referrer: '',
  opened: false,
  ...over,
});

describe('isTrustedParentOrigin', () => {
  it("trusts the partners' HTTPS origins and their subdomains only", () => {
    expect(isTrustedParentOrigin('https://app.qbo.intuit.com')).toBe(true);
    expect(isTrustedParentOrigin('https://intuit.com')).toBe(true);
    expect(isTrustedParentOrigin('https://1234567.app.netsuite.com')).toBe(true);
    expect(isTrustedParentOrigin('http://app.qbo.intuit.com')).toBe(false);
    expect(isTrustedParentOrigin('https://intuit.com.evil.example')).toBe(false);
    expect(isTrustedParentOrigin('https://evilintuit.com')).toBe(false);
    expect(isTrustedParentOrigin('https://app.qbo.intuit.com/path')).toBe(false);
    expect(isTrustedParentOrigin('null')).toBe(false);
    expect(isTrustedParentOrigin('')).toBe(false);
  });
});

describe('decideReturnAction', () => {
  it("posts the fixed message to a trusted parent's own origin, from the ancestor origin first", () => {
    expect(
      decideReturnAction(
        facts({ framed: true, ancestorOrigin: 'https://app.qbo.intuit.com', referrer: 'https://x.example/' }),
      ),
    ).toEqual({
      kind: 'post',
      targetOrigin: 'https://app.qbo.intuit.com',
      message: RETURN_TO_PARTNER_MESSAGE,
    });
    expect(
      decideReturnAction(facts({ framed: true, referrer: 'https://5550.app.netsuite.com/app/center?x=1' })),
    ).toMatchObject({ kind: 'post', targetOrigin: 'https://5550.app.netsuite.com' });
  });

  it('never posts to an unknown framing page; falls back to closing a popup or the dashboard', () => {
    expect(decideReturnAction(facts({ framed: true, ancestorOrigin: 'https://evil.example' }))).toEqual({
      kind: 'dashboard',
    });
    expect(decideReturnAction(facts({ framed: true, referrer: 'not a url' }))).toEqual({ kind: 'dashboard' });
    expect(decideReturnAction(facts({ opened: true }))).toEqual({ kind: 'closeWindow' });
    expect(decideReturnAction(facts({}))).toEqual({ kind: 'dashboard' });
  });
});
