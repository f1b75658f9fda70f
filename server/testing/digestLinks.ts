/** Reads a held-message digest as the owner does: the two review links under one message. */

export interface MessageLinks {
  release: string;
  remove: string;
}

/** The "Let it through" and "Delete" links the digest `mail` gives message `id`. */
export function digestLinks(mail: { text?: string | undefined }, id: number): MessageLinks {
  const entry = mail.text?.split('\n\n').find((part) => part.startsWith(`#${id} from`)) ?? '';
  const release = /\n {2}Let it through: (\S+)/.exec(entry)?.[1];
  const remove = /\n {2}Delete: (\S+)/.exec(entry)?.[1];
  if (!release || !remove) throw new Error(`The digest gives #${id} no links:\n${mail.text}`);
  return { release, remove };
}

/** Whether `mail` is a digest of held messages rather than a message's own notification. */
export function isHeldDigest(mail: { subject?: string | undefined }): boolean {
  return /^\d+ messages? held for review/.test(mail.subject ?? '');
}
