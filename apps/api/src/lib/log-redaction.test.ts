import { describe, expect, it } from 'vitest';
import { redactTokens } from './log-redaction';

describe('token values in logged addresses', () => {
  it('replaces the value of every *token parameter and keeps the rest', () => {
    expect(redactTokens('/recuperar-contrasena/nueva?token=abc_DEF-123')).toBe(
      '/recuperar-contrasena/nueva?token=[redactado]',
    );
    expect(redactTokens('/newsletter/baja?lang=es&token=secreto&x=1')).toBe(
      '/newsletter/baja?lang=es&token=[redactado]&x=1',
    );
    expect(redactTokens('/algo?access_token=eyJ.abc.def#arriba')).toBe(
      '/algo?access_token=[redactado]#arriba',
    );
  });

  it('leaves addresses without tokens alone', () => {
    expect(redactTokens('/api/animals/?location=madrid&page=2')).toBe(
      '/api/animals/?location=madrid&page=2',
    );
    expect(redactTokens('/tokens/ayuda')).toBe('/tokens/ayuda');
  });
});
