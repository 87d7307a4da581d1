// The research profile's cards share their frame with the account management card.
export { SectionCard } from '../../../components/section-card/section-card';
