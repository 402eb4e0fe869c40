import type { Localized } from '../db/seed/texts';

/** Texts of the support centre's landing block (`/v2/service/init` general). */
export const serviceGeneral: { title: Localized; description: Localized } = {
  title: {
    en: 'How can we help?',
    ar: 'كيف يمكننا مساعدتك؟',
    ru: 'Чем мы можем помочь?',
    es: '¿En qué podemos ayudarte?',
    pt: 'Como podemos ajudar?',
    fr: 'Comment pouvons-nous vous aider ?',
    ka: 'როგორ შეგვიძლია დაგეხმაროთ?',
    uz: 'Sizga qanday yordam bera olamiz?',
  },
  description: {
    en: 'Answers about orders, payment, warranty and service. Cannot find yours? Call us or ask for a call back.',
    ar: 'إجابات عن الطلبات والدفع والضمان والصيانة. لم تجد إجابتك؟ اتصل بنا أو اطلب معاودة الاتصال.',
    ru: 'Ответы о заказах, оплате, гарантии и обслуживании. Не нашли свой вопрос? Позвоните нам или закажите обратный звонок.',
    es: 'Respuestas sobre pedidos, pago, garantía y servicio. ¿No encuentras la tuya? Llámanos o pide que te llamemos.',
    pt: 'Respostas sobre pedidos, pagamento, garantia e manutenção. Não encontrou a sua? Ligue para nós ou peça que liguemos para você.',
    fr: 'Des réponses sur les commandes, le paiement, la garantie et l’entretien. Vous ne trouvez pas la vôtre ? Appelez-nous ou demandez à être rappelé.',
    ka: 'პასუხები შეკვეთების, გადახდის, გარანტიისა და მომსახურების შესახებ. ვერ იპოვეთ თქვენი კითხვა? დაგვირეკეთ ან მოითხოვეთ უკუზარი.',
    uz: 'Buyurtmalar, toʻlov, kafolat va xizmat haqida javoblar. Savolingizni topa olmadingizmi? Bizga qoʻngʻiroq qiling yoki qayta qoʻngʻiroq qilishimizni soʻrang.',
  },
};
