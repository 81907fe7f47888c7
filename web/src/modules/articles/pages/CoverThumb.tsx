/** A node's cover as a small thumbnail (folder cards, the wall widget): decorative, the title says what it is. */
export function CoverThumb({ src }: { src: string }) {
  return <img className="articles-thumb" src={src} alt="" width={48} height={48} loading="lazy" decoding="async" />;
}
