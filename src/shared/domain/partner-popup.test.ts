import { describe, expect, it } from 'vitest';
import {
  acceptPopupMessage,
  normalizeOrigin,
  POPUP_MESSAGE_TYPE,
  type PopupMessageInput,
  popupOpenerPolicy,
  popupTarget,
} from './partner-popup';

const OWN = 'https://app.groupcover.example';
const PARTNER = 'https://www.toasttab.example';
const good: PopupMessageInput = {
  origin: OWN,
  fromPopup: true,
  data: { type: POPUP_MESSAGE_TYPE, url: '/employer-dashboard' },
  ownOrigin: OWN,
  allowedOrigins: [PARTNER],
};

describe('acceptPopupMessage', () => {
  it('accepts our message from the popup on our origin, with a path of ours', () => {
    expect(acceptPopupMessage(good)).toEqual({
      accepted: true,
      target: { kind: 'path', path: '/employer-dashboard' },
    });
  });

  it("accepts one from the partner's allowed origin, with a URL on that origin", () => {
    const verdict = acceptPopupMessage({
      ...good,
      origin: PARTNER,
      data: { type: POPUP_MESSAGE_TYPE, url: `${PARTNER}/restaurants/benefits` },
    });
    expect(verdict).toEqual({
      accepted: true,
      target: { kind: 'external', href: `${PARTNER}/restaurants/benefits` },
    });
  });

  it('refuses a message that does not come from the popup (the page itself, another window)', () => {
    const verdict = acceptPopupMessage({ ...good, fromPopup: false });
    expect(verdict).toEqual({ accepted: false, reason: 'it does not come from the sign-in popup' });
  });

  it.each([
    'https://evil.example',
    'https://www.toasttab.example.evil.example',
    'http://www.toasttab.example',
    'null',
  ])('refuses a message from the unlisted origin %s', (origin) => {
    const verdict = acceptPopupMessage({ ...good, origin });
    expect(verdict.accepted).toBe(false);
    if (!verdict.accepted) expect(verdict.reason).toContain('not trusted');
  });

  it.each([
    ['no data', null],
    ['a string', 'groupcover:partner-popup:connected'],
    ['another type', { type: 'something-else', url: '/employer-dashboard' }],
    ['no type', { url: '/employer-dashboard' }],
  ])('refuses a message with %s', (_name, data) => {
    expect(acceptPopupMessage({ ...good, data })).toEqual({
      accepted: false,
      reason: 'it is not a sign-in message',
    });
  });

  it.each([
    'https://evil.example/employer-dashboard',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    `${PARTNER.replace('https', 'http')}/x`,
    'https://user:pass@www.toasttab.example/x',
    ' /employer-dashboard',
    'https://www.toasttab.example\t/x',
    '',
    42,
    undefined,
  ])('refuses the url %s (never an open redirect)', (url) => {
    const verdict = acceptPopupMessage({ ...good, data: { type: POPUP_MESSAGE_TYPE, url } });
    expect(verdict).toEqual({
      accepted: false,
      reason: 'its url is neither a page of this site nor an allowed origin',
    });
  });
});

describe('popupTarget', () => {
  it('turns an absolute URL on our origin into its path', () => {
    expect(popupTarget(`${OWN}/employer-dashboard?tab=1#x`, OWN, [])).toEqual({
      kind: 'path',
      path: '/employer-dashboard?tab=1#x',
    });
  });

  it('keeps a URL on an allowed origin, refuses it when the origin is not listed', () => {
    expect(popupTarget(`${PARTNER}/a`, OWN, [PARTNER])).toEqual({ kind: 'external', href: `${PARTNER}/a` });
    expect(popupTarget(`${PARTNER}/a`, OWN, [])).toBeNull();
  });
});

describe('normalizeOrigin', () => {
  it('keeps the origin of an http(s) URL and refuses anything else', () => {
    expect(normalizeOrigin('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000');
    expect(normalizeOrigin('https://WWW.Toasttab.example')).toBe('https://www.toasttab.example');
    expect(normalizeOrigin('javascript:alert(1)')).toBeNull();
    expect(normalizeOrigin('not a url')).toBeNull();
    expect(normalizeOrigin('https://u:p@x.example')).toBeNull();
  });
});

describe('popupOpenerPolicy', () => {
  it('lets the launch page keep its popup, and the pages the popup passes through not cut it', () => {
    expect(popupOpenerPolicy('/toast_launch_medical')).toBe('same-origin-allow-popups');
    for (const path of [
      '/toast_connect_benefits',
      '/omniauth/toast',
      '/omniauth/toast/callback',
      '/toast/router/select-toast-company',
    ])
      expect(popupOpenerPolicy(path)).toBe('unsafe-none');
    expect(popupOpenerPolicy('/employer-dashboard')).toBeNull();
    expect(popupOpenerPolicy('/login')).toBeNull();
  });
});
