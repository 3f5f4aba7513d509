// A text field of a submitted form, as a stubbed server action reads it (these forms send no files).
export function formText(fd: FormData, name: string): string {
  const value = fd.get(name);
  if (typeof value !== 'string') throw new Error(`The form sent no text field "${name}".`);
  return value;
}
