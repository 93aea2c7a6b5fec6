import { describe, expect, it } from 'vitest';
import { addressedName, guestName, honorific, nameFieldOrder, searchableName } from './guest-name.ts';

describe('guest names: one rule in every language', () => {
  it('writes a Chinese name family name first with no space, in both languages', () => {
    expect(guestName('伟', '李')).toBe('李伟');
    expect(addressedName({ first_name: '伟', last_name: '李', gender: 'F' }, 'zh')).toBe('李伟女士');
    expect(addressedName({ first_name: '伟', last_name: '李', gender: 'M' }, 'en')).toBe('Mr 李伟');
  });

  it('writes a Latin-script name given name first with a space, in Chinese text too', () => {
    expect(guestName('James', "O'Brien")).toBe("James O'Brien");
    expect(addressedName({ first_name: 'James', last_name: "O'Brien", gender: 'M' }, 'zh')).toBe("James O'Brien 先生");
    expect(addressedName({ first_name: 'James', last_name: "O'Brien", gender: 'M' }, 'en')).toBe("Mr James O'Brien");
    expect(addressedName({ first_name: 'Anna', last_name: 'Schmidt', gender: 'F' }, 'en')).toBe('Ms Anna Schmidt');
  });

  it('keeps a space between a Chinese family name and a Latin given name', () => {
    expect(guestName('Wei', '李')).toBe('李 Wei');
    expect(addressedName({ first_name: 'Wei', last_name: '李', gender: 'M' }, 'zh')).toBe('李 Wei 先生');
  });

  it('tidies spaces, and leaves out what is missing rather than guessing', () => {
    expect(guestName('  Mary  Ann ', ' Lee ')).toBe('Mary Ann Lee');
    expect(guestName('', '王')).toBe('王');
    expect(guestName(null, null)).toBe('');
    expect(addressedName({ first_name: '美', last_name: '王', gender: null }, 'zh')).toBe('王美');
    expect(addressedName({ first_name: null, last_name: null, gender: 'F' }, 'en')).toBe('');
    expect(honorific(undefined, 'en')).toBe('');
  });

  it('asks the family name first on a Chinese form, the given name first on an English one', () => {
    expect(nameFieldOrder('zh')).toEqual(['last_name', 'first_name']);
    expect(nameFieldOrder('en')).toEqual(['first_name', 'last_name']);
  });

  it('is searched with its parts in either order, joined or apart', () => {
    const words = (search: string, text: string) => search.split(' ').every((word) => text.toLowerCase().includes(word.toLowerCase()));
    for (const search of ['王磊', '王 磊', '磊', '王']) expect(words(search, searchableName('磊', '王'))).toBe(true);
    for (const search of ['Lin Zhao', 'Zhao Lin', 'zhao']) expect(words(search, searchableName('Lin', 'Zhao'))).toBe(true);
    expect(words('王磊', searchableName('磊', '张'))).toBe(false);
    expect(searchableName(null, ' 王 ')).toBe('王');
  });
});
