import { afterEach, beforeAll, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n } from '../i18n/index.js';
import common from '../i18n/common/en_US.json';
import { MemberCard } from './MemberCard.js';

/** A member card names its badges in the reader's language (a certified alumnus, staff), never as bare keys. */
beforeAll(() => i18n.init('en_US', { common }));
afterEach(cleanup);

it('shows the certified alumnus and staff badges by name', () => {
  const member = { id: '7', nickname: 'Dara', avatar: null, badges: ['staff.editor', 'alumnus.certified'] as const };
  render(h(MemoryRouter, null, h(MemberCard, { member: { ...member, badges: [...member.badges] } })));
  expect(screen.getByText('Certified alumnus')).toBeTruthy();
  expect(screen.getByText('Editor')).toBeTruthy();
  expect(document.body.textContent).not.toContain('memberBadge');
});
