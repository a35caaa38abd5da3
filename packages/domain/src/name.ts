import { err, ok, type Result } from './result.ts';

export const NAME_MAX = 20;

// Latin letters plus every Vietnamese vowel with its tone mark, and đ.
const VIETNAMESE_LETTERS =
  'a-z' + 'àáảãạăằắẳẵặâầấẩẫậ' + 'đ' + 'èéẻẽẹêềếểễệ' + 'ìíỉĩị' + 'òóỏõọôồốổỗộơờớởỡợ' + 'ùúủũụưừứửữự' + 'ỳýỷỹỵ';
const NAME_PATTERN = new RegExp(`^[${VIETNAMESE_LETTERS} ]+$`);

// 001 §5: Vietnamese letters and spaces only, at most 20, repeated spaces collapsed.
export function validateName(raw: string): Result<string> {
  // NFC so a name typed with combining marks (macOS, some IMEs) matches the precomposed set.
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name === '' || name.length > NAME_MAX) return err('nameInvalid');
  if (!NAME_PATTERN.test(name.toLowerCase())) return err('nameInvalid');
  return ok(name);
}
