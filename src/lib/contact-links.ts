/** `tel:` URI of a displayed phone number ('+41 22 555 01 00' → 'tel:+41225550100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** WhatsApp click-to-chat link of a number in international form, with an optional message. */
export function whatsappHref(number: string, text?: string): string {
  const url = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text ? `${url}?text=${encodeURIComponent(text)}` : url;
}
