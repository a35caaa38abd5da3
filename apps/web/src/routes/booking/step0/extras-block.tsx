/** Block 5: note, many-people and advice switches (issue 5). */
export function ExtrasBlock() {
  return null;
}
