/** Block 2: the group-size counter (issue 10). A group of one needs no control yet. */
export function GroupCounter() {
  return null;
}
