import { STORE } from "@domain/store";

export interface StoreValue {
  title: string;
  body: string;
}

export const ABOUT = {
  title: "About Us",
  description: `${STORE.name}: a neighbourhood mini-mart in Pangpang delivering groceries across ${STORE.city} within ${STORE.deliveryPromiseMinutes} minutes.`,
  intro: `Your neighbourhood mini-mart in ${STORE.city}, now at your door.`,
  story: [
    `${STORE.name} began as a neighbourhood mini-mart in Pangpang, ${STORE.city}, where families dropped by for rice, canned goods, snacks and the little things a household runs out of.`,
    `Many of our neighbours told us the same thing: the trip to the store is the hard part, in the rain, with small children, or after a long shift. So we brought the store online. Today you can order the same groceries and essentials from your phone, any time of day, and our riders bring them to your door within ${STORE.deliveryPromiseMinutes} minutes.`,
    "We keep it simple: fair prices in pesos, Cash on Delivery, and people you can call when you need help.",
  ],
  mission: `To make everyday shopping easy for every household in ${STORE.city}: good products, delivered fast, paid for in cash at the door.`,
  values: [
    {
      title: "Quality First",
      body: "We check what goes on our shelves and into your bag: fresh stock, sealed packs and products from brands you trust.",
    },
    {
      title: "Community Focus",
      body: `We are from ${STORE.city} and we serve our neighbours, with local riders who know the barangays.`,
    },
    {
      title: "Innovation",
      body: "We use simple technology to save you time: order from an inexpensive phone on mobile data, and follow your order as it moves.",
    },
    {
      title: "Convenience",
      body: `Open 24/7, delivery within ${STORE.deliveryPromiseMinutes} minutes and Cash on Delivery: shopping that fits your day.`,
    },
  ] satisfies StoreValue[],
} as const;
