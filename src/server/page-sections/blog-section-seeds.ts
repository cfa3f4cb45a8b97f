import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The blog list's copy as the site showed it before it became content (decision 056), moved from
 * the messages files word for word (`newsletter.thanks` was `blog.newsletter.success`, the
 * summary's `experience` was `blog.summary.years`).
 */
export const blogSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    meta: {
      title: "Blog : guides d'automatisation IA",
      description:
        "Guides et conseils pratiques sur l'automatisation IA, les workflows n8n, les chatbots WhatsApp et la génération de leads pour les PME en Suisse et en France.",
      feedDescription: "Les derniers guides de {name} sur l'automatisation IA pour les PME.",
    },
    header: {
      eyebrow: 'Blog',
      title: 'Guides et conseils en automatisation IA',
      intro:
        "Des guides pratiques sur l'automatisation IA, n8n, les chatbots WhatsApp et la génération de leads pour les PME.",
    },
    newsletter: {
      toggle: 'Recevoir nos guides exclusifs',
      title: 'Guides exclusifs',
      description:
        "Un e-mail par mois : nos nouveaux guides SEO et d'automatisation IA, des cas concrets et des modèles de workflows.",
      privacy: 'Pas de spam. Désinscription en un clic à tout moment.',
      thanks: 'Merci pour votre inscription ! Vous recevrez nos derniers guides SEO.',
    },
    pillars: {
      title: 'Articles piliers',
      intro: 'Nos guides de référence, les plus lus par les dirigeants de PME.',
      badge: 'Pilier SEO',
    },
    summary: {
      title: 'Le blog en chiffres',
      visitors: 'visiteurs mensuels attendus',
      roi: 'de ROI moyen pour nos clients',
      experience: "ans d'expérience",
    },
    empty: {
      text: "Nos prochains guides sont en cours de rédaction. Une question sur l'automatisation en attendant ? Écrivez-nous.",
      contact: 'Nous contacter',
    },
  },
  en: {
    meta: {
      title: 'Blog: AI automation guides',
      description:
        'Practical guides and advice on AI automation, n8n workflows, WhatsApp chatbots and lead generation for SMEs in Switzerland and France.',
      feedDescription: 'The latest guides from {name} on AI automation for SMEs.',
    },
    header: {
      eyebrow: 'Blog',
      title: 'Guides and advice on AI automation',
      intro:
        'Practical guides on AI automation, n8n, WhatsApp chatbots and lead generation for SMEs.',
    },
    newsletter: {
      toggle: 'Get our exclusive guides',
      title: 'Exclusive guides',
      description:
        'One e-mail a month: our new SEO and AI-automation guides, real cases and workflow templates.',
      privacy: 'No spam. Unsubscribe in one click at any time.',
      thanks: 'Thank you for subscribing! You will receive our latest SEO guides.',
    },
    pillars: {
      title: 'Pillar articles',
      intro: 'Our reference guides, the most read by SME owners.',
      badge: 'SEO pillar',
    },
    summary: {
      title: 'The blog in figures',
      visitors: 'expected monthly visitors',
      roi: 'average ROI for our clients',
      experience: 'years of experience',
    },
    empty: {
      text: 'Our next guides are being written. A question about automation in the meantime? Write to us.',
      contact: 'Contact us',
    },
  },
  ar: {
    meta: {
      title: 'المدونة: أدلة الأتمتة بالذكاء الاصطناعي',
      description:
        'أدلة ونصائح عملية حول الأتمتة بالذكاء الاصطناعي ومسارات عمل n8n وروبوتات محادثة WhatsApp وجذب العملاء المحتملين للشركات الصغيرة والمتوسطة في سويسرا وفرنسا.',
      feedDescription: 'أحدث أدلة {name} حول الأتمتة بالذكاء الاصطناعي للشركات الصغيرة والمتوسطة.',
    },
    header: {
      eyebrow: 'المدونة',
      title: 'أدلة ونصائح في الأتمتة بالذكاء الاصطناعي',
      intro:
        'أدلة عملية حول الأتمتة بالذكاء الاصطناعي وn8n وروبوتات محادثة WhatsApp وجذب العملاء المحتملين للشركات الصغيرة والمتوسطة.',
    },
    newsletter: {
      toggle: 'احصل على أدلتنا الحصرية',
      title: 'أدلة حصرية',
      description:
        'رسالة واحدة في الشهر عبر البريد الإلكتروني: أحدث أدلتنا في SEO والأتمتة بالذكاء الاصطناعي، وحالات عملية، ونماذج جاهزة لمسارات العمل.',
      privacy: 'بلا رسائل مزعجة. يمكنك إلغاء الاشتراك بنقرة واحدة في أي وقت.',
      thanks: 'شكرًا لاشتراكك! ستصلك أحدث أدلتنا في SEO.',
    },
    pillars: {
      title: 'المقالات المرجعية',
      intro: 'أدلتنا المرجعية، وهي الأكثر قراءة بين مديري الشركات الصغيرة والمتوسطة.',
      badge: 'مقال SEO مرجعي',
    },
    summary: {
      title: 'المدونة بالأرقام',
      visitors: 'زائر متوقَّع شهريًا',
      roi: 'متوسط ROI لدى عملائنا',
      experience: 'سنوات من الخبرة',
    },
    empty: {
      text: 'أدلتنا القادمة قيد الكتابة. هل لديك سؤال عن الأتمتة في هذه الأثناء؟ راسلنا.',
      contact: 'تواصل معنا',
    },
  },
  'ar-ma': {
    meta: {
      title: 'البلوگ: شروحات الأتمتة بالذكاء الاصطناعي',
      description:
        'شروحات ونصائح عملية على الأتمتة بالذكاء الاصطناعي، workflows ديال n8n، شاتبوتات WhatsApp وجلب الكليان للمقاولات الصغيرة والمتوسطة فسويسرا وفرنسا.',
      feedDescription:
        'آخر الشروحات ديال {name} على الأتمتة بالذكاء الاصطناعي للمقاولات الصغيرة والمتوسطة.',
    },
    header: {
      eyebrow: 'البلوگ',
      title: 'شروحات ونصائح على الأتمتة بالذكاء الاصطناعي',
      intro:
        'شروحات عملية على الأتمتة بالذكاء الاصطناعي، n8n، شاتبوتات WhatsApp وجلب الكليان للمقاولات الصغيرة والمتوسطة.',
    },
    newsletter: {
      toggle: 'توصّل بالشروحات الخاصة ديالنا',
      title: 'شروحات خاصة',
      description:
        'إيميل واحد فالشهر: الشروحات الجداد ديالنا على SEO والأتمتة بالذكاء الاصطناعي، حالات واقعية وموديلات ديال workflows واجدين.',
      privacy: 'بلا سبام. تقدر تحيّد الاشتراك بكليكة وحدة فأي وقت.',
      thanks: 'شكرا على التسجيل ديالك! غادي توصلك آخر الشروحات ديالنا على SEO.',
    },
    pillars: {
      title: 'المقالات الأساسية',
      intro: 'الشروحات المرجعية ديالنا، اللي كيقراوها بزاف مسيري المقاولات الصغيرة والمتوسطة.',
      badge: 'مقال أساسي ف SEO',
    },
    summary: {
      title: 'البلوگ بالأرقام',
      visitors: 'زائر فالشهر اللي كنتسناو',
      roi: 'ROI فالمتوسط عند الكليان ديالنا',
      experience: 'سنين ديال الخبرة',
    },
    empty: {
      text: 'الشروحات الجايين ديالنا كنكتبوهم دابا. عندك شي سؤال على الأتمتة فهاد الوقت؟ كتب لينا.',
      contact: 'تواصل معانا',
    },
  },
};
