import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The contact page's copy as the site showed it before it became content (issue 29,
 * decision 054): moved from the messages files, word for word, `<highlight>` turned into `*`.
 * The meta keywords are one line, separated by commas.
 */
export const contactSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    meta: {
      title: 'Contact : devis et consultation gratuite',
      description:
        "Contactez notre agence d'automatisation IA à Genève pour un projet d'automatisation, un chatbot WhatsApp ou un site web. Réponse sous 24h, consultation gratuite de 15 minutes.",
      keywords:
        'contact agence automatisation IA, devis automatisation, consultation gratuite IA, chatbot WhatsApp Genève, agence n8n Suisse, automatisation PME Genève',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Parlons de *votre projet*',
      description:
        "Une question, un projet d'automatisation ou besoin d'un devis ? Écrivez-nous ou réservez un appel : nous répondons à chaque demande sous 24h.",
    },
    channels: {
      title: 'Nos coordonnées',
      emailTitle: 'E-mail',
      emailText: 'Pour un devis ou une question détaillée.',
      whatsappTitle: 'WhatsApp',
      whatsappText: 'Pour un échange rapide, directement depuis votre téléphone.',
      whatsappCta: 'Écrire sur WhatsApp',
      officeTitle: 'Bureau',
    },
    form: {
      title: 'Envoyez-nous un message',
      intro:
        'Décrivez votre projet en quelques lignes : nous vous répondons sous 24h (jours ouvrés).',
    },
    booking: {
      title: 'Réservez une consultation gratuite',
      text: "Un appel vidéo de 15 minutes pour faire le point sur vos processus et identifier ce que l'IA peut automatiser chez vous.",
      points: [
        {
          id: 'free',
          text: 'Consultation entièrement gratuite',
        },
        {
          id: 'duration',
          text: '15 minutes chrono',
        },
        {
          id: 'no-commitment',
          text: 'Sans aucun engagement',
        },
        {
          id: 'tailored',
          text: 'Recommandations personnalisées pour votre entreprise',
        },
      ],
      cta: 'Choisir un créneau',
    },
    faq: {
      title: 'Questions fréquentes',
    },
  },
  en: {
    meta: {
      title: 'Contact: quote and free consultation',
      description:
        'Contact our Geneva AI automation agency about an automation project, a WhatsApp chatbot or a website. We reply within 24h, and the 15-minute consultation is free.',
      keywords:
        'contact AI automation agency, automation quote, free AI consultation, WhatsApp chatbot Geneva, n8n agency Switzerland, SME automation Geneva',
    },
    hero: {
      eyebrow: 'Contact',
      title: "Let's talk about *your project*",
      description:
        'A question, an automation project or need a quote? Write to us or book a call: we reply to every request within 24h.',
    },
    channels: {
      title: 'How to reach us',
      emailTitle: 'Email',
      emailText: 'For a quote or a detailed question.',
      whatsappTitle: 'WhatsApp',
      whatsappText: 'For a quick chat, straight from your phone.',
      whatsappCta: 'Message us on WhatsApp',
      officeTitle: 'Office',
    },
    form: {
      title: 'Send us a message',
      intro: 'Describe your project in a few lines and we will reply within 24h (business days).',
    },
    booking: {
      title: 'Book a free consultation',
      text: 'A 15-minute video call to review your processes and find out what AI can automate in your business.',
      points: [
        {
          id: 'free',
          text: 'Completely free',
        },
        {
          id: 'duration',
          text: 'Just 15 minutes',
        },
        {
          id: 'no-commitment',
          text: 'No commitment',
        },
        {
          id: 'tailored',
          text: 'Recommendations tailored to your business',
        },
      ],
      cta: 'Pick a time slot',
    },
    faq: {
      title: 'Frequently asked questions',
    },
  },
  ar: {
    meta: {
      title: 'اتصل بنا: عرض سعر واستشارة مجانية',
      description:
        'تواصل مع وكالتنا للأتمتة بالذكاء الاصطناعي في جنيف بشأن مشروع أتمتة أو روبوت محادثة WhatsApp أو موقع إلكتروني. نرد خلال 24 ساعة، والاستشارة مجانية ومدتها 15 دقيقة.',
      keywords:
        'وكالة أتمتة بالذكاء الاصطناعي, عرض سعر للأتمتة, استشارة مجانية في الذكاء الاصطناعي, روبوت محادثة WhatsApp في جنيف, وكالة n8n في سويسرا, أتمتة الشركات الصغيرة والمتوسطة',
    },
    hero: {
      eyebrow: 'اتصل بنا',
      title: 'لنتحدث عن *مشروعك*',
      description:
        'لديك سؤال أو مشروع أتمتة أو تحتاج إلى عرض سعر؟ راسلنا أو احجز مكالمة: نرد على كل طلب خلال 24 ساعة.',
    },
    channels: {
      title: 'معلومات التواصل',
      emailTitle: 'البريد الإلكتروني',
      emailText: 'لطلب عرض سعر أو لطرح سؤال مفصّل.',
      whatsappTitle: 'WhatsApp',
      whatsappText: 'لتواصل سريع مباشرة من هاتفك.',
      whatsappCta: 'راسلنا على WhatsApp',
      officeTitle: 'المكتب',
    },
    form: {
      title: 'أرسل لنا رسالة',
      intro: 'صِف مشروعك في بضعة أسطر، وسنرد عليك خلال 24 ساعة (أيام العمل).',
    },
    booking: {
      title: 'احجز استشارة مجانية',
      text: 'مكالمة فيديو مدتها 15 دقيقة لمراجعة عملياتك وتحديد ما يمكن للذكاء الاصطناعي أتمتته في شركتك.',
      points: [
        {
          id: 'free',
          text: 'استشارة مجانية بالكامل',
        },
        {
          id: 'duration',
          text: '15 دقيقة فقط',
        },
        {
          id: 'no-commitment',
          text: 'دون أي التزام',
        },
        {
          id: 'tailored',
          text: 'توصيات مخصصة لشركتك',
        },
      ],
      cta: 'اختر موعدًا',
    },
    faq: {
      title: 'الأسئلة الشائعة',
    },
  },
  'ar-ma': {
    meta: {
      title: 'تواصل معانا: دوفي واستشارة فابور',
      description:
        'تواصل مع الوكالة ديالنا ديال الأتمتة بالذكاء الاصطناعي فجنيف على مشروع ديال الأتمتة، شاتبوت WhatsApp ولا سيت. كنجاوبو فـ 24 ساعة، والاستشارة ديال 15 دقيقة فابور.',
      keywords:
        'وكالة ديال الأتمتة بالذكاء الاصطناعي, دوفي ديال الأتمتة, استشارة فابور فالذكاء الاصطناعي, شاتبوت WhatsApp فجنيف, وكالة n8n فسويسرا, أتمتة المقاولات الصغيرة والمتوسطة',
    },
    hero: {
      eyebrow: 'تواصل معانا',
      title: 'يالاه نهضرو على *المشروع ديالك*',
      description:
        'عندك شي سؤال، مشروع ديال الأتمتة ولا بغيتي دوفي؟ كتب لينا ولا حجز مكالمة: كنجاوبو على كل طلب فـ 24 ساعة.',
    },
    channels: {
      title: 'كيفاش توصل لينا',
      emailTitle: 'الإيميل',
      emailText: 'باش تطلب دوفي ولا تسول شي سؤال مفصل.',
      whatsappTitle: 'WhatsApp',
      whatsappText: 'باش تهضر معانا دغيا، نيشان من التيليفون ديالك.',
      whatsappCta: 'كتب لينا فـ WhatsApp',
      officeTitle: 'المكتب',
    },
    form: {
      title: 'صيفط لينا ميساج',
      intro: 'شرح لينا المشروع ديالك فشي سطور، وغادي نجاوبوك فـ 24 ساعة (فأيام الخدمة).',
    },
    booking: {
      title: 'حجز استشارة فابور',
      text: 'مكالمة فيديو ديال 15 دقيقة باش نشوفو كيفاش خدامين عندكم ونعرفو شنو يقدر الذكاء الاصطناعي يأتمت فالمقاولة ديالك.',
      points: [
        {
          id: 'free',
          text: 'استشارة فابور',
        },
        {
          id: 'duration',
          text: 'غير 15 دقيقة',
        },
        {
          id: 'no-commitment',
          text: 'بلا حتى شي التزام',
        },
        {
          id: 'tailored',
          text: 'نصائح على قد المقاولة ديالك',
        },
      ],
      cta: 'ختار الوقت اللي يناسبك',
    },
    faq: {
      title: 'الأسئلة اللي كتطرح بزاف',
    },
  },
};
