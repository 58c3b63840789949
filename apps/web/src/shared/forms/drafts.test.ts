import { describe, expect, it } from 'vitest';
import { endSession } from '../session/end-session.ts';
import { draftKey, readDraft, writeDraft } from './drafts.ts';

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
