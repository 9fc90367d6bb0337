/**
 * schema.org's LocalBusiness and its subtypes (schema.org's type hierarchy, by parent), so the
 * JSON-LD check knows a `Bakery` or an `Electrician` as a LocalBusiness whatever the site's trade.
 * Data only.
 */
const SUBTYPES: Record<string, string[]> = {
  LocalBusiness: [
    'AnimalShelter', 'ArchiveOrganization', 'AutomotiveBusiness', 'ChildCare', 'Dentist', 'DryCleaningOrLaundry', 'EmergencyService',
    'EmploymentAgency', 'EntertainmentBusiness', 'FinancialService', 'FoodEstablishment', 'GovernmentOffice', 'HealthAndBeautyBusiness',
    'HomeAndConstructionBusiness', 'InternetCafe', 'LegalService', 'Library', 'LodgingBusiness', 'MedicalBusiness', 'ProfessionalService',
    'RadioStation', 'RealEstateAgent', 'RecyclingCenter', 'SelfStorage', 'ShoppingCenter', 'SportsActivityLocation', 'Store',
    'TelevisionStation', 'TouristInformationCenter', 'TravelAgency',
  ],
  AutomotiveBusiness: [
    'AutoBodyShop', 'AutoDealer', 'AutoPartsStore', 'AutoRental', 'AutoRepair', 'AutoWash', 'GasStation', 'MotorcycleDealer',
    'MotorcycleRepair',
  ],
  EmergencyService: ['FireStation', 'Hospital', 'PoliceStation'],
  EntertainmentBusiness: ['AdultEntertainment', 'AmusementPark', 'ArtGallery', 'Casino', 'ComedyClub', 'MovieTheater', 'NightClub'],
  FinancialService: ['AccountingService', 'AutomatedTeller', 'BankOrCreditUnion', 'InsuranceAgency'],
  FoodEstablishment: [
    'Bakery', 'BarOrPub', 'Brewery', 'CafeOrCoffeeShop', 'Distillery', 'FastFoodRestaurant', 'IceCreamShop', 'Restaurant', 'Winery',
  ],
  GovernmentOffice: ['PostOffice'],
  HealthAndBeautyBusiness: ['BeautySalon', 'DaySpa', 'HairSalon', 'HealthClub', 'NailSalon', 'TattooParlor'],
  HomeAndConstructionBusiness: [
    'Electrician', 'GeneralContractor', 'HVACBusiness', 'HousePainter', 'Locksmith', 'MovingCompany', 'Plumber', 'RoofingContractor',
  ],
  LegalService: ['Attorney', 'Notary'],
  LodgingBusiness: ['BedAndBreakfast', 'Campground', 'Hostel', 'Hotel', 'Motel', 'Resort', 'VacationRental'],
  MedicalBusiness: [
    'CommunityHealth', 'Dermatology', 'DietNutrition', 'Emergency', 'Geriatric', 'Gynecologic', 'MedicalClinic', 'Midwifery', 'Nursing',
    'Obstetric', 'Oncologic', 'Optician', 'Optometric', 'Otolaryngologic', 'Pediatric', 'Pharmacy', 'Physician', 'Physiotherapy',
    'PlasticSurgery', 'Podiatric', 'PrimaryCare', 'Psychiatric', 'PublicHealth',
  ],
  SportsActivityLocation: [
    'BowlingAlley', 'ExerciseGym', 'GolfCourse', 'HealthClub', 'PublicSwimmingPool', 'SkiResort', 'SportsClub', 'StadiumOrArena',
    'TennisComplex',
  ],
  Store: [
    'AutoPartsStore', 'BikeStore', 'BookStore', 'ClothingStore', 'ComputerStore', 'ConvenienceStore', 'DepartmentStore', 'ElectronicsStore',
    'Florist', 'FurnitureStore', 'GardenStore', 'GroceryStore', 'HardwareStore', 'HobbyShop', 'HomeGoodsStore', 'JewelryStore',
    'LiquorStore', 'MensClothingStore', 'MobilePhoneStore', 'MovieRentalStore', 'MusicStore', 'OfficeEquipmentStore', 'OutletStore',
    'PawnShop', 'PetStore', 'ShoeStore', 'SportingGoodsStore', 'TireShop', 'ToyStore', 'WholesaleStore',
  ],
};

/** LocalBusiness and every type below it. */
export const LOCAL_BUSINESS_TYPES: ReadonlySet<string> = new Set(['LocalBusiness', ...Object.values(SUBTYPES).flat()]);
