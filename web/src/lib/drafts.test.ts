import { describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, hasDraft, readDraft, writeDraft } from './drafts';

describe('drafts', () => {
  it('keeps a draft until it is cleared', () => {
    writeDraft('project-create', { title: 'Robots', categories: ['TPACK'] });
    expect(readDraft('project-create')).toEqual({ title: 'Robots', categories: ['TPACK'] });
    expect(hasDraft('project-create')).toBe(true);
    clearDraft('project-create');
    expect(readDraft('project-create')).toBeUndefined();
    expect(hasDraft('project-create')).toBe(false);
  });

  it('reads nothing from a draft that is not an object', () => {
    window.sessionStorage.setItem('draft:broken', '{not json');
    window.sessionStorage.setItem('draft:list', '["a"]');
    window.sessionStorage.setItem('draft:null', 'null');
    expect(readDraft('broken')).toBeUndefined();
    expect(readDraft('list')).toBeUndefined();
    expect(readDraft('null')).toBeUndefined();
  });

  it('clears every draft, and only drafts, on sign-out', () => {
    writeDraft('project-create', { title: 'A' });
    writeDraft('project-edit:1', { title: 'B' });
    window.sessionStorage.setItem('something-else', 'kept');
    clearAllDrafts();
    expect(hasDraft('project-create')).toBe(false);
    expect(hasDraft('project-edit:1')).toBe(false);
    expect(window.sessionStorage.getItem('something-else')).toBe('kept');
  });
});
