import { defineServicePage } from '../components/ServicePage';

export default defineServicePage({
  key: 'photovoltaics',
  scope: ['analysis', 'mounting', 'storage', 'charging', 'energyManagement', 'registration', 'plugIn', 'maintenance'],
  audience: [
    { key: 'homeowners', icon: 'house' },
    { key: 'business', icon: 'industry' },
    { key: 'farms', icon: 'leaf' },
  ],
  steps: ['consultation', 'planning', 'installation', 'commissioning'],
  benefits: [
    { key: 'costs', icon: 'euro-sign' },
    { key: 'independence', icon: 'bolt' },
    { key: 'ownTeam', icon: 'helmet-safety' },
    { key: 'service', icon: 'calendar-days' },
  ],
  faq: ['selfConsumption', 'solarPeak', 'registration', 'storageSize', 'batteryRetrofit', 'plugIn', 'funding', 'roof', 'duration'],
  prices: ['photovoltaics', 'battery', 'wallbox'],
});
