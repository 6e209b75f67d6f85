import { describe, expect, it } from 'vitest';
import { foldTraditional } from './chinese-variants.ts';

describe('traditional Chinese folding', () => {
  it('turns traditional characters into simplified ones, one for one', () => {
    expect(foldTraditional('臺北辦公室資訊安全 為什麼 檔案')).toBe('台北办公室资讯安全 为什么 档案');
    expect(foldTraditional('Hello 世界 ＡＢＣ')).toBe('Hello 世界 ＡＢＣ');
  });

  it('keeps the characters simplified text uses as they are, so folding twice is folding once', () => {
    // OpenCC's regional tables would turn 么 into 幺 and 著 into 着 (什么, 著名).
    expect(foldTraditional('什么 著名 里面 干净 后来')).toBe('什么 著名 里面 干净 后来');
    for (let code = 0x3400; code <= 0x9fff; code++) {
      const once = foldTraditional(String.fromCharCode(code));
      expect(once.length).toBe(1);
      if (foldTraditional(once) !== once) throw new Error(`${String.fromCharCode(code)} → ${once} → ${foldTraditional(once)}`);
    }
  });
});
