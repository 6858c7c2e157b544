/**
 * Where a text stops being JSON (RFC 8259), for a person fixing a hand-edited file: the
 * offset of the first character that cannot continue it, or null when it is JSON (or too
 * deeply nested to tell). Engines do not say reliably: V8 names a position for some errors
 * and, for an unexpected token, only quotes the text around it.
 */
export function jsonErrorOffset(text: string): number | null {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxAt(at);
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1;
  };
  const expect = (char: string) => {
    if (text.charAt(at) !== char) fail();
    at += 1;
  };
  const word = (literal: string) => {
    for (const char of literal) expect(char);
  };
  const string = () => {
    expect('"');
    for (;;) {
      const char = text.charAt(at);
      if (char === '' || char < ' ') fail();
      at += 1;
      if (char === '"') return;
      if (char === '\\') {
        if ('"\\/bfnrt'.includes(text.charAt(at)) && text.charAt(at) !== '') at += 1;
        else if (text.charAt(at) === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) at += 5;
        else fail();
      }
    }
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!match) fail();
    at += match?.[0].length ?? 0;
  };
  const list = (close: string, item: () => void) => {
    at += 1;
    space();
    if (text.charAt(at) === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      space();
      if (text.charAt(at) === close) {
        at += 1;
        return;
      }
      expect(',');
    }
  };
  const value = (): void => {
    space();
    const char = text.charAt(at);
    if (char === '{') {
      list('}', () => {
        space();
        string();
        space();
        expect(':');
        value();
      });
    } else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === 't') word('true');
    else if (char === 'f') word('false');
    else if (char === 'n') word('null');
    else number();
  };
  try {
    value();
    space();
    if (at < text.length) fail();
    return null;
  } catch (error) {
    return error instanceof SyntaxAt ? error.offset : null;
  }
}

class SyntaxAt {
  constructor(readonly offset: number) {}
}

/** `line L, column C` (from 1) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): string {
  const lines = text.slice(0, offset).split('\n');
  return `line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}`;
}
