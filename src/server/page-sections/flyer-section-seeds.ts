import type { Locale } from '@/i18n/locales';
import type { SectionContent } from '@/lib/page-sections/section-definition';

/*
 * The flyer's copy as the site showed it before it became content (issue 29, decision 054):
 * moved from the messages files, word for word, the highlighted end of the title between `*`.
 * `{name}` is the settings' agency name.
 */
export const flyerSectionSeeds: Record<Locale, Record<string, SectionContent>> = {
  fr: {
    meta: {
      title: "Transformez votre entreprise avec l'IA",
      description:
        'Site web moderne en 48h, chatbot intelligent, automatisation des tâches, contenu généré par IA et accompagnement personnalisé. Réservez votre consultation gratuite.',
    },
    hero: {
      eyebrow: "{name} · Agence d'automatisation IA à Genève",
      title: "Transformez votre entreprise *avec l'intelligence artificielle*",
      subtitle:
        "Gagnez du temps, réalisez des économies et augmentez votre chiffre d'affaires grâce à des solutions d'IA sur mesure, mises en place rapidement.",
    },
    benefits: {
      title: 'Ce que nous faisons pour vous',
      items: [
        {
          id: 'website',
          title: 'Site web moderne en 48h',
          description: 'Un site rapide, élégant et pensé pour le mobile, en ligne en 48h.',
        },
        {
          id: 'chatbot',
          title: 'Chatbot intelligent',
          description:
            'Un assistant qui répond à vos clients 24/7, sur votre site et sur WhatsApp.',
        },
        {
          id: 'automation',
          title: 'Automatisation des tâches',
          description:
            'Devis, factures, relances, rapports : vos tâches répétitives se font toutes seules.',
        },
        {
          id: 'content',
          title: 'Contenu généré par IA',
          description:
            'Articles, publications et fiches produits de qualité, publiés régulièrement pour votre visibilité.',
        },
        {
          id: 'support',
          title: 'Accompagnement personnalisé',
          description:
            'Un interlocuteur dédié, la formation de votre équipe et 30 jours de support gratuit après la livraison.',
        },
      ],
    },
    cta: {
      cta: 'Réservez votre consultation gratuite',
      note: '15 minutes, gratuit et sans engagement · Réponse sous 24h',
      proofExperience: "{years} ans d'expérience",
      proofProjects: 'Plus de {projects} projets',
      proofClients: '{clients}+ clients satisfaits',
      proofSuccess: '{satisfaction} % de réussite',
    },
  },
  en: {
    meta: {
      title: 'Transform your business with AI',
      description:
        'A modern website in 48h, a smart chatbot, task automation, AI-generated content and personalised support. Book your free consultation.',
    },
    hero: {
      eyebrow: '{name} · AI automation agency in Geneva',
      title: 'Transform your business *with artificial intelligence*',
      subtitle:
        'Save time, cut costs and grow your revenue with tailor-made AI solutions, up and running fast.',
    },
    benefits: {
      title: 'What we do for you',
      items: [
        {
          id: 'website',
          title: 'A modern website in 48h',
          description: 'A fast, elegant, mobile-first website, live in 48h.',
        },
        {
          id: 'chatbot',
          title: 'Smart chatbot',
          description:
            'An assistant that answers your customers 24/7, on your website and on WhatsApp.',
        },
        {
          id: 'automation',
          title: 'Task automation',
          description:
            'Quotes, invoices, reminders, reports: your repetitive tasks run on their own.',
        },
        {
          id: 'content',
          title: 'AI-generated content',
          description:
            'Quality articles, posts and product pages, published regularly to keep you visible.',
        },
        {
          id: 'support',
          title: 'Personalised support',
          description:
            'A dedicated contact person, training for your team and 30 days of free support after delivery.',
        },
      ],
    },
    cta: {
      cta: 'Book your free consultation',
      note: '15 minutes, free and with no obligation · Reply within 24h',
      proofExperience: '{years} years of experience',
      proofProjects: 'Over {projects} projects',
      proofClients: '{clients}+ satisfied clients',
      proofSuccess: '{satisfaction}% success rate',
    },
  },
  ar: {
    meta: {
      title: 'حوّلوا شركتكم بالذكاء الاصطناعي',
      description:
        'موقع إلكتروني عصري خلال 48 ساعة، وروبوت محادثة ذكي، وأتمتة المهام، ومحتوى مولَّد بالذكاء الاصطناعي، ومرافقة شخصية. احجزوا استشارتكم المجانية.',
    },
    hero: {
      eyebrow: '{name} · وكالة أتمتة بالذكاء الاصطناعي في جنيف',
      title: 'حوّلوا شركتكم *بالذكاء الاصطناعي*',
      subtitle:
        'وفّروا الوقت وخفّضوا التكاليف وزيدوا رقم أعمالكم بفضل حلول ذكاء اصطناعي مصممة خصيصًا لكم وتُنفَّذ بسرعة.',
    },
    benefits: {
      title: 'ما نقدمه لكم',
      items: [
        {
          id: 'website',
          title: 'موقع إلكتروني عصري خلال 48 ساعة',
          description: 'موقع سريع وأنيق ومصمم للهواتف أولًا، جاهز على الإنترنت خلال 48 ساعة.',
        },
        {
          id: 'chatbot',
          title: 'روبوت محادثة ذكي',
          description: 'مساعد يرد على عملائكم على مدار الساعة، على موقعكم وعلى WhatsApp.',
        },
        {
          id: 'automation',
          title: 'أتمتة المهام',
          description: 'عروض الأسعار والفواتير والتذكيرات والتقارير: مهامكم المتكررة تُنجَز تلقائيًا.',
        },
        {
          id: 'content',
          title: 'محتوى مولَّد بالذكاء الاصطناعي',
          description: 'مقالات ومنشورات وصفحات منتجات عالية الجودة، تُنشر بانتظام لتعزيز حضوركم.',
        },
        {
          id: 'support',
          title: 'مرافقة شخصية',
          description: 'محاور مخصص لكم، وتدريب لفريقكم، و30 يومًا من الدعم المجاني بعد التسليم.',
        },
      ],
    },
    cta: {
      cta: 'احجزوا استشارتكم المجانية',
      note: '15 دقيقة، مجانًا ودون أي التزام · رد خلال 24 ساعة',
      proofExperience: '{years} عامًا من الخبرة',
      proofProjects: 'أكثر من {projects} مشروع',
      proofClients: 'أكثر من {clients} عميل راضٍ',
      proofSuccess: 'نسبة نجاح {satisfaction}%',
    },
  },
  'ar-ma': {
    meta: {
      title: 'بدّلو الشركة ديالكم بالذكاء الاصطناعي',
      description:
        'سيت عصري ف48 ساعة، شات بوت ذكي، أتمتة ديال المهام، محتوى بالذكاء الاصطناعي ومواكبة شخصية. حجزو الاستشارة المجانية ديالكم.',
    },
    hero: {
      eyebrow: '{name} · وكالة ديال الأتمتة بالذكاء الاصطناعي فجنيف',
      title: 'بدّلو الشركة ديالكم *بالذكاء الاصطناعي*',
      subtitle:
        'ربحو الوقت، وفرو الفلوس وزيدو فالمداخيل ديالكم بحلول ديال الذكاء الاصطناعي مفصلة على قدكم وكتوجد بسرعة.',
    },
    benefits: {
      title: 'شنو كنديرو ليكم',
      items: [
        {
          id: 'website',
          title: 'سيت عصري ف48 ساعة',
          description: 'سيت سريع، زوين ومصاوب للتيليفون، كيكون أونلاين ف48 ساعة.',
        },
        {
          id: 'chatbot',
          title: 'شات بوت ذكي',
          description: 'مساعد كيجاوب الكليان ديالكم 24/24، فالسيت ديالكم وفWhatsApp.',
        },
        {
          id: 'automation',
          title: 'أتمتة المهام',
          description: 'الديفيات، الفاتورات، التذكير والتقارير: الخدمة اللي كتعاود كتدار بوحدها.',
        },
        {
          id: 'content',
          title: 'محتوى بالذكاء الاصطناعي',
          description:
            'مقالات، بوستات ووصف ديال المنتوجات بجودة مزيانة، كيتنشرو بانتظام باش تبانو كثر.',
        },
        {
          id: 'support',
          title: 'مواكبة شخصية',
          description: 'شخص مخصص ليكم، تكوين للفريق ديالكم و30 يوم ديال الدعم بلاش من بعد التسليم.',
        },
      ],
    },
    cta: {
      cta: 'حجزو الاستشارة المجانية ديالكم',
      note: '15 دقيقة، بلاش وبلا حتى التزام · كنجاوبو ف24 ساعة',
      proofExperience: '{years} عام ديال التجربة',
      proofProjects: 'كثر من {projects} مشروع',
      proofClients: 'كثر من {clients} كليان راضيين',
      proofSuccess: '{satisfaction}% ديال النجاح',
    },
  },
};
