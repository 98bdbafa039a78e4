const binaryOf = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
};

/** Standard base64 of a string's UTF-8 bytes (btoa alone throws outside Latin-1). */
export const base64Utf8 = (value: string): string => btoa(binaryOf(new TextEncoder().encode(value)));

export const base64url = (bytes: ArrayBuffer | Uint8Array): string =>
  btoa(binaryOf(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
