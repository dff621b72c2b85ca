/** One line for an address and its city, without naming the city twice ("…28049 Madrid, Madrid"). */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function addressLine(address: string, city: string): string {
  const street = address.trim();
  const town = city.trim();
  if (!town || fold(street).includes(fold(town))) return street;
  return street ? `${street}, ${town}` : town;
}
