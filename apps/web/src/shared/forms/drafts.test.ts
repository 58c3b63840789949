import { describe, expect, it } from 'vitest';
import { endSession } from '../session/end-session.ts';
import { draftKey, readDraft, writeDraft } from './drafts.ts';
import { yearsBefore } from './dates.ts';

describe('drafts', () => {
  it('are kept per borrower and form', () => {
    writeDraft(draftKey('u-1', 'personal'), { firstName: 'Ada' });
    expect(readDraft(draftKey('u-1', 'personal'))).toEqual({ firstName: 'Ada' });
    expect(readDraft(draftKey('u-2', 'personal'))).toBeNull();
    expect(readDraft(draftKey('u-1', 'work'))).toBeNull();
  });

  it('ignore what is not a map of texts', () => {
    window.localStorage.setItem(draftKey('u-1', 'personal'), '[1,2]');
    expect(readDraft(draftKey('u-1', 'personal'))).toBeNull();
    window.localStorage.setItem(draftKey('u-1', 'personal'), '{"firstName":"Ada","age":3}');
    expect(readDraft(draftKey('u-1', 'personal'))).toEqual({ firstName: 'Ada' });
  });

  it('all go when the session ends, and the language stays', () => {
    window.localStorage.setItem('language', 'es');
    writeDraft(draftKey('u-1', 'personal'), { firstName: 'Ada' });
    writeDraft(draftKey('u-2', 'bank'), { bvn: '12345678901' });
    endSession();
    expect(readDraft(draftKey('u-1', 'personal'))).toBeNull();
    expect(readDraft(draftKey('u-2', 'bank'))).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('es');
  });
});

describe('the latest allowed birthday', () => {
  it.each([
    ['2026-11-22', 18, '2008-11-22'],
    ['2026-02-28', 18, '2008-02-28'],
    ['2028-02-29', 18, '2010-02-28'],
    ['2028-02-29', 4, '2024-02-29'],
  ])('from %s, %i years back, is %s', (today, years, expected) => {
    expect(yearsBefore(today, years)).toBe(expected);
  });
});
